#pragma once
// The games library: the standard partizan rulesets (CGSuite's and cgt-tools' library), native
// C++ on bit boards, each a constructor of positions (position.hpp) from the notation its users
// write. Values split a position into its independent components, normalise each under the
// symmetries the rules allow and look it up in the game's transposition table (games/solver.hpp).
// Malformed positions are InvalidArgument with role "position", pointing at the character.
#include <string>

#include "cgt/games/clobber.hpp"
#include "cgt/position.hpp"

namespace alea::cgt {

// Domineering: rows joined by '|', '.' empty, '#' blocked; Left places vertical dominoes.
PositionPtr domineering(const std::string& board);

// Clobber: rows joined by '|', 'x' Left's stones, 'o' Right's, '.' empty, '#' off the board; and
// CGSuite's GenClobber variants (directions, what each player clobbers, what a move leaves
// behind, how far a stone slides).
PositionPtr clobber(const std::string& board);
PositionPtr clobber(const std::string& board, const games::ClobberVariant& variant);

// Fission: '.' empty, 'x' a stone, '#' blocked. Left splits a stone north-south, Right east-west.
PositionPtr fission(const std::string& board);
// Konane: 'x' Left's stones, 'o' Right's, '.' empty, '#' off the board; captures by jumps.
PositionPtr konane(const std::string& board);
// Amazons: 'x' Left's amazons, 'o' Right's, '.' empty, '#' burnt or off the board.
PositionPtr amazons(const std::string& board);
// Toads and Frogs: a strip of 'T' (Left's toads, moving right), 'F' (Right's frogs), '.'; rows
// joined by '|' are strips played side by side.
PositionPtr toads_and_frogs(const std::string& strip);
// Toppling Dominoes (CGSuite's letters): 'l' blue (Left's), 'r' red (Right's), 'e' green (either's),
// '.' a gap.
PositionPtr toppling_dominoes(const std::string& row);
// Snort and Col on a grid: '.' uncoloured, 'x' coloured by Left, 'o' by Right, '#' no cell.
PositionPtr snort(const std::string& board);
PositionPtr col(const std::string& board);
// Ski Jumps: 'L' Left's jumpers, 'l' Left's slippers, 'R' and 'r' Right's, '.' snow.
PositionPtr ski_jumps(const std::string& board);
// Blue-Red-Green Hackenbush: CGSuite's notation ("lrlrr", "eee(e;ee)", "ee:Aeeee:A") or an edge
// list "0-1:l 1-2:r" with the ground at vertex 0.
PositionPtr hackenbush(const std::string& graph);
// Partizan Arc Kayles, in CGSuite's notation ("llr", "lrlr(ll;ree(rl;l))") or as an edge list
// "1-2:l 2-3:r 3-1:e".
PositionPtr partizan_arc_kayles(const std::string& graph);
// Cutcake: "3x4" (height x width), or a sum "3x4 + 2x5". Left cuts vertically, Right horizontally.
PositionPtr cutcake(const std::string& cakes);

}  // namespace alea::cgt
