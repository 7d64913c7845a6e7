// The games library (cgt.games.*): each function reads a position in the notation its users
// write and returns a cgt.position, whose methods (positions.cpp) are the same for every game.
#include "cgt/games.hpp"
#include "cgt/lua_cgt.hpp"

namespace alea::lua_cgt {
using namespace kit;

namespace {

// A set of cell contents written with the board's characters: '.' empty, 'x' Left's, 'o' Right's.
unsigned check_contents(const Options& opts, const char* key) {
  const std::string s = opts.string(key);
  unsigned set = 0;
  for (char ch : s) {
    const auto at = std::string(".xo").find(ch);
    if (at == std::string::npos) opts.fail(key, "expected characters among '.', 'x', 'o', got \"" + s + "\"");
    set |= 1u << at;
  }
  return set;
}

int check_content(const Options& opts, const char* key) {
  const std::string s = opts.string(key);
  const auto at = std::string(".xo").find(s);
  if (s.size() != 1 || at == std::string::npos) opts.fail(key, "expected \".\", \"x\" or \"o\", got \"" + s + "\"");
  return static_cast<int>(at);
}

// The games whose only argument is the position's notation: a row binds from_notation<the game>.
using Notation = cgt::PositionPtr (*)(const std::string&);
template <Notation make>
int from_notation(lua_State* L) {
  return push_position(L, make(check_string(L, 1))), 1;
}

int gen_clobber(lua_State* L) {
  Options opts(L, 2);
  cgt::games::ClobberVariant v;
  v.directions = opts.choice("directions");  // the signature lists the four
  v.clobbered = {check_contents(opts, "left_clobbers"), check_contents(opts, "right_clobbers")};
  v.left_behind = {check_content(opts, "left_leaves"), check_content(opts, "right_leaves")};
  v.max_distance = static_cast<int>(opts.integer("max_distance", 1, 64));
  return push_position(L, cgt::clobber(check_string(L, 1), v)), 1;
}

}  // namespace

void add_games(Module& m) {
  m.function({"games.domineering", from_notation<cgt::domineering>, "cgt.games.domineering(position) -> cgt.position",
              "Domineering (Winning Ways ch. 2): rows joined by \"|\", \".\" an empty cell, \"#\" a blocked one. Left "
              "places vertical dominoes, Right horizontal ones (CGSuite's convention). Values split the board into its "
              "regions, each normalised under the square's symmetries (a transposition negates) and kept in a "
              "transposition table.",
              "cgt.games.domineering(\"..|..\"):value()   --> +-1"});
  m.function({"games.clobber", from_notation<static_cast<Notation>(cgt::clobber)>, "cgt.games.clobber(position) -> cgt.position",
              "Clobber: rows joined by \"|\", \"x\" Left's stones, \"o\" Right's, \".\" empty, \"#\" off the board. A "
              "player moves a stone onto an orthogonally adjacent stone of the opponent's, capturing it.",
              "cgt.games.clobber(\"xoxo\"):value()"});
  m.function({"games.gen_clobber", gen_clobber,
              "cgt.games.gen_clobber(position [, {directions=\"orthogonal\"|\"diagonal\"|\"compass\"|\"knight\", "
              "left_clobbers=\"o\", right_clobbers=\"x\", left_leaves=\".\", right_leaves=\".\", max_distance=1}]) -> "
              "cgt.position",
              "CGSuite's generalized Clobber (GenClobber): a stone moves in one of the directions, sliding over empty "
              "cells up to max_distance steps, onto the first cell whose content (\".\" empty, \"x\", \"o\") its player "
              "clobbers; the cell it leaves becomes left_leaves / right_leaves. Hot Clobber: left_clobbers=\"xo\", "
              "right_clobbers=\"xo\"; Anti-Clobber: clobbers \".\", leaves \"o\" (Left) and \"x\" (Right); Kings: "
              "directions=\"compass\". Variants whose play can go on forever (a stone sliding onto empty cells and "
              "leaving them empty) are refused: the library values short games.",
              "cgt.games.gen_clobber(\"xo.|.ox\", {directions=\"compass\"}):value()"});
  m.function({"games.fission", from_notation<cgt::fission>, "cgt.games.fission(position) -> cgt.position",
              "Fission: \"x\" a stone, \".\" empty, \"#\" blocked. Left replaces a stone whose north and south "
              "neighbours are empty by stones there; Right the same east and west.",
              "cgt.games.fission(\"...|.x.|...\"):value()   --> 0"});
  m.function({"games.konane", from_notation<cgt::konane>, "cgt.games.konane(position) -> cgt.position",
              "Konane: \"x\" Left's stones, \"o\" Right's, \".\" empty, \"#\" off the board. A stone jumps "
              "orthogonally over an adjacent opponent's stone into the empty cell beyond, capturing it, and may go on "
              "jumping in the same direction (each length of the jump is a move).",
              "cgt.games.konane(\"xo.\"):value()   --> 1"});
  m.function({"games.amazons", from_notation<cgt::amazons>, "cgt.games.amazons(position) -> cgt.position",
              "Amazons: \"x\" Left's amazons, \"o\" Right's, \".\" empty, \"#\" burnt or off the board. An amazon "
              "moves like a chess queen over empty cells, then shoots an arrow from where it lands, like a queen; the "
              "arrow's cell burns. Values split the board into its 8-connected regions.",
              "cgt.games.amazons(\"x..|..o\"):value()"});
  m.function({"games.toads_and_frogs", from_notation<cgt::toads_and_frogs>, "cgt.games.toads_and_frogs(position) -> cgt.position",
              "Toads and Frogs (Winning Ways ch. 1) on any strip: \"T\" Left's toads move one cell right into an empty "
              "cell or jump over one frog; \"F\" Right's frogs the same leftwards; \".\" empty. Strips joined by "
              "\"|\" are played side by side. P:components() splits a strip where pieces can never move "
              "(\"TTFF\", a toad on the last cell, \"FF\" at the start).",
              "cgt.games.toads_and_frogs(\"TT.FF\"):value()"});
  m.function({"games.toppling_dominoes", from_notation<cgt::toppling_dominoes>, "cgt.games.toppling_dominoes(position) -> cgt.position",
              "Toppling Dominoes (CGSuite's letters): \"l\" blue (Left's), \"r\" red (Right's), \"e\" green (either's), "
              "\".\" a gap. A "
              "player topples one of theirs to the left or right: it and every domino that way up to a gap fall.",
              "cgt.games.toppling_dominoes(\"lrrll\"):value()   --> {1|*}"});
  m.function({"games.snort", from_notation<cgt::snort>, "cgt.games.snort(position) -> cgt.position",
              "Snort on a grid: \".\" uncoloured, \"x\" coloured by Left, \"o\" by Right, \"#\" no cell. A player "
              "colours a cell that does not touch the opponent's colour.",
              "cgt.games.snort(\"..\"):value()"});
  m.function({"games.col", from_notation<cgt::col>, "cgt.games.col(position) -> cgt.position",
              "Col on a grid: as Snort, but a cell may not touch the player's own colour.",
              "cgt.games.col(\"...\"):value()"});
  m.function({"games.ski_jumps", from_notation<cgt::ski_jumps>, "cgt.games.ski_jumps(position) -> cgt.position",
              "Ski Jumps (Winning Ways ch. 2): \"L\" Left's jumpers, \"l\" slippers, \"R\" and \"r\" Right's, \".\" "
              "snow. Left slides a skier any number of empty cells right, possibly off the board; Right left. A jumper "
              "may instead jump over an opponent's skier just below it into the empty cell below that, which makes "
              "the skier jumped over a slipper.",
              "cgt.games.ski_jumps(\"L....|R....|.....\"):value()"});
  m.function({"games.hackenbush", from_notation<cgt::hackenbush>, "cgt.games.hackenbush(position) -> cgt.position",
              "Blue-Red-Green Hackenbush: \"l\" blue (Left's), \"r\" red, \"e\" green edges, in CGSuite's notation "
              "(a stalk \"lrlrr\", branches \"eee(e;ee)\", a named vertex \"ee:Aeeee:A\") or as an edge list "
              "\"0-1:l 1-2:r\" with the ground at vertex 0. Edges no longer joined to the ground fall.",
              "cgt.games.hackenbush(\"lrlrr\"):value()   --> 9/16"});
  m.function({"games.partizan_arc_kayles", from_notation<cgt::partizan_arc_kayles>,
              "cgt.games.partizan_arc_kayles(position) -> cgt.position",
              "Partizan Arc Kayles (CGSuite's PartizanArcKayles): \"l\" blue (Left's), \"r\" red, \"e\" green "
              "edges, in CGSuite's notation (a path \"llr\", branches \"lr(l;re)\", a named vertex \"ll:Arl:A\") or "
              "as an edge list \"1-2:l 2-3:r\". A player takes an edge of their colour or a green one, removing "
              "both its ends with every edge at them.",
              "cgt.games.partizan_arc_kayles(\"llr\"):value()   --> 1/2"});
  m.function({"games.cutcake", from_notation<cgt::cutcake>, "cgt.games.cutcake(position) -> cgt.position",
              "Cutcake (Winning Ways ch. 2): \"3x4\" a cake of height 3 and width 4, or a sum \"3x4 + 2x5\". Left "
              "cuts a cake along a vertical line, Right along a horizontal one.",
              "cgt.games.cutcake(\"2x3\"):value()"});
}

}  // namespace alea::lua_cgt
