// prob: probability vectors over labelled outcomes.
#include "prob/lua_prob.hpp"

#include "core/errors.hpp"

#include <charconv>

namespace alea {
namespace kit {

namespace {
std::vector<ProbEntry> check_entries(lua_State* L, int idx) {
  std::size_t n = check_array(L, idx);
  std::vector<ProbEntry> entries;
  for (std::size_t i = 1; i <= n; ++i) {
    lua_rawgeti(L, idx, static_cast<lua_Integer>(i));
    int top = lua_gettop(L);
    if (!is_rational(L, top) && lua_type(L, top) != LUA_TNUMBER)
      throw ArgError(idx, "entry " + std::to_string(i) + ": expected number or rat, got " + type_name(L, top));
    // The one rule for counts: an integral float (2.0, 2^3) is an integer weight.
    if (auto count = to_count(L, top)) entries.push_back(Number::of(Rational(*count)));
    else entries.push_back(is_rational(L, top) ? Number::of(check_rational(L, top)) : Number::of(lua_tonumber(L, top)));
    lua_pop(L, 1);
  }
  return entries;
}
}  // namespace

ProbVector check_prob(lua_State* L, int idx) {
  if (auto* p = test_object<ProbVector>(L, idx)) return *p;
  if (lua_type(L, idx) != LUA_TTABLE) type_error(L, idx, "prob");
  // An array converted here: whatever is wrong with it is wrong with this argument.
  try {
    return ProbVector::from_entries(check_entries(L, idx));
  } catch (const InvalidArgument& e) {
    throw ArgError(idx, e.what());
  }
}

void push_label(lua_State* L, const std::string& label) {
  long long v = 0;
  auto [end, ec] = std::from_chars(label.data(), label.data() + label.size(), v);
  if (ec == std::errc() && end == label.data() + label.size())
    lua_pushinteger(L, v);
  else
    lua_pushlstring(L, label.data(), label.size());
}

}  // namespace kit

namespace {
using namespace kit;

std::optional<std::vector<std::string>> check_labels(lua_State* L, const Options& opts) {
  std::optional<std::vector<std::string>> given;
  opts.push("labels");
  int t = lua_gettop(L);
  if (!lua_isnil(L, t)) {
    auto& labels = given.emplace();
    if (!lua_istable(L, t)) throw ArgError(opts.arg(), "option 'labels': expected table, got " + type_name(L, t));
    auto n = static_cast<lua_Integer>(lua_rawlen(L, t));
    for (lua_Integer i = 1; i <= n; ++i) {
      int type = lua_rawgeti(L, t, i);
      if (type != LUA_TSTRING && type != LUA_TNUMBER)
        throw ArgError(opts.arg(), "option 'labels': label " + std::to_string(i) +
                                       " must be a string or number, got " + type_name(L, -1));
      labels.push_back(luaL_tolstring(L, -1, nullptr));
      lua_pop(L, 2);
    }
  }
  lua_pop(L, 1);
  return given;
}

int prob_new(lua_State* L) {
  if (auto* p = test_object<ProbVector>(L, 1)) {
    push_object<ProbVector>(L, *p);
    return 1;
  }
  auto entries = check_entries(L, 1);
  Options opts(L, 2);
  push_object<ProbVector>(L, ProbVector::from_entries(entries, check_labels(L, opts)));
  return 1;
}

int prob_dice(lua_State* L) {
  auto n = check_integer(L, 1, 1, 1000000);
  auto sides = opt_integer(L, 2, 1, 1000000).value_or(6);  // the default the signature shows
  push_object<ProbVector>(L, ProbVector::dice(static_cast<int>(n), static_cast<int>(sides)));
  return 1;
}

int prob_uniform(lua_State* L) {
  push_object<ProbVector>(L, ProbVector::uniform(static_cast<int>(check_integer(L, 1, 1, 100000000))));
  return 1;
}

int prob_coin(lua_State* L) {
  push_object<ProbVector>(L, ProbVector::coin(check_numeric(L, 1)));
  return 1;
}

// Entry i (0-based) as P[i + 1] gives it.
void push_entry(lua_State* L, const ProbVector& P, std::size_t i) {
  if (P.is_exact()) push(L, P.exact()[i]);
  else lua_pushnumber(L, P[i]);
}

int prob_index(lua_State* L) {
  auto& P = check_object<ProbVector>(L, 1);
  // P[2.0] is P[2], as for a table; other keys (unknown method names, 1.5) read as nil.
  int ok = 0;
  lua_Integer i = lua_tointegerx(L, 2, &ok);
  if (!ok || lua_type(L, 2) != LUA_TNUMBER) {
    lua_pushnil(L);
    return 1;
  }
  if (i < 1 || i > static_cast<lua_Integer>(P.size()))
    throw ArgError(2, "index " + std::to_string(i) + " out of range 1.." + std::to_string(P.size()));
  push_entry(L, P, static_cast<std::size_t>(i - 1));
  return 1;
}

int prob_at(lua_State* L) {
  auto& P = check_object<ProbVector>(L, 1);
  std::string label;  // as the labels option stores it: integers (2.0 too) in decimal, other numbers as tostring
  if (auto count = to_count(L, 2)) label = std::to_string(*count);
  else if (lua_type(L, 2) == LUA_TSTRING || lua_type(L, 2) == LUA_TNUMBER) {
    std::size_t len = 0;
    const char* s = luaL_tolstring(L, 2, &len);  // with its length: a NUL inside stays
    label.assign(s, len);
    lua_pop(L, 1);
  }
  else type_error(L, 2, "label (string or number)");
  const auto& labels = P.labels();
  for (std::size_t i = 0; i < labels.size(); ++i)
    if (labels[i] == label) return push_entry(L, P, i), 1;
  std::string known = labels.front() + (labels.size() > 1 ? " .. " + labels.back() : "");
  std::string shown;  // control characters as \ddd, as Lua's %q writes them: a NUL must not end the message
  for (unsigned char c : label) {
    if (c < 32 || c == 127) shown.append(1, '\\').append(std::to_string(c));
    else shown.append(1, char(c));
  }
  throw ArgError(2, "no outcome is labelled '" + shown + "' (labels: " + known + ")");
}

// Any two full userdata reach __eq: a prob and a rat are simply not equal.
int prob_eq(lua_State* L) {
  auto* a = test_object<ProbVector>(L, 1);
  auto* b = test_object<ProbVector>(L, 2);
  lua_pushboolean(L, a != nullptr && b != nullptr && *a == *b);
  return 1;
}

int prob_labels(lua_State* L) {
  auto& P = check_object<ProbVector>(L, 1);
  lua_createtable(L, static_cast<int>(P.size()), 0);
  for (std::size_t i = 0; i < P.size(); ++i) {
    push_label(L, P.labels()[i]);
    lua_rawseti(L, -2, static_cast<lua_Integer>(i + 1));
  }
  return 1;
}

// alea.save's form: prob(entries, {labels=}) with the entries as they are kept (rats or floats).
int prob_save(lua_State* L) {
  const auto& P = check_object<ProbVector>(L, 1);
  lua_createtable(L, static_cast<int>(P.size()), 0);
  for (std::size_t i = 0; i < P.size(); ++i) {
    if (P.is_exact()) push(L, P.exact()[i]);
    else lua_pushnumber(L, P[i]);
    lua_rawseti(L, -2, static_cast<lua_Integer>(i + 1));
  }
  lua_createtable(L, 0, 1);
  prob_labels(L);
  lua_setfield(L, -2, "labels");
  return push_saved(L, "prob", 2);
}

int prob_to_table(lua_State* L) {
  auto& P = check_object<ProbVector>(L, 1);
  lua_createtable(L, static_cast<int>(P.size()), 0);
  for (std::size_t i = 0; i < P.size(); ++i) {
    {
      Record r(L, 2);
      r.field("label", [&] { push_label(L, P.labels()[i]); });
      if (P.is_exact()) r.field("p", P.exact()[i]);
      else r.field("p", P[i]);
    }
    lua_rawseti(L, -2, static_cast<lua_Integer>(i + 1));
  }
  return 1;
}

}  // namespace

void open_prob(lua_State* L) {
  Module m(L, "prob",
           "Probability vectors over labelled outcomes, the input of every game module. Exact "
           "(integer and rat) entries stay exact; integer or rat weights are normalized exactly.",
           "P = prob.dice(2, 6); print(P[6])   --> 1/6 (label 7)");
  m.call({"prob", prob_new, "prob(weights [, {labels=}]) -> prob",
          "A probability vector from an array of weights {p1, p2, ...}. Integer and rat entries summing to 1 "
          "are kept; other positive sums are weights, normalized exactly. Float entries must sum to 1 within "
          "1e-9 (they are then divided by their sum). Negative, NaN or infinite entries, an empty or all-zero "
          "vector, and repeated labels are errors. Labels default to 1..k.",
          "prob{1,2,3,4,5,6,5,4,3,2,1}   -- two dice, labels 1..11"});
  m.function({"dice", prob_dice, "prob.dice(n [, sides=6]) -> prob",
              "The exact distribution of the sum of n fair dice, labelled n .. n*sides.",
              "prob.dice(2)[5]   --> 5/36 (label 6)"});
  m.function({"uniform", prob_uniform, "prob.uniform(k) -> prob",
              "k equally likely outcomes labelled 1..k.", "prob.uniform(6)"});
  m.function({"coin", prob_coin, "prob.coin(p) -> prob",
              "A Bernoulli vector: outcome 0 with probability 1-p, outcome 1 with probability p "
              "(exact when p is an integer or rat).",
              "prob.coin(rat(1,3))[2]   --> 1/3"});
  Type t = m.type<ProbVector>("prob", "A probability vector: entries, labels, and exactness.",
                              "P = prob.dice(2); print(#P, P[1], P:labels()[1])");
  t.method({"labels", prob_labels, "P:labels() -> {label, ...}",
            "The outcome labels (integers where they read as integers).", "prob.dice(2):labels()"});
  t.method({"at", prob_at, "P:at(label) -> rat|number",
            "The probability of the outcome labelled label (a string or number, as P:labels() shows it); "
            "an error when no outcome has that label.",
            "prob.dice(2):at(7)   --> 1/6"});
  t.method({"is_exact", method<&ProbVector::is_exact>, "P:is_exact() -> boolean",
            "True when the entries are exact rationals.", "prob{0.5, 0.5}:is_exact()   --> false"});
  t.method({"floats", method<&ProbVector::values>, "P:floats() -> {number, ...}", "The entries as floats.",
            "prob.uniform(3):floats()"});
  t.method({"to_table", prob_to_table, "P:to_table() -> {{label=, p=}, ...}",
            "One record per outcome, for alea.write_csv and alea.to_json.",
            "alea.to_json(prob.coin(rat(1,2)):to_table())"});
  t.op({"__len", method<&ProbVector::size>, "#P", "The number of outcomes.", "#prob.dice(2)   --> 11"});
  t.op({"__index", prob_index, "P[i]", "Entry i: a rat when the vector is exact, else a float.",
        "prob.dice(2)[6]   --> 1/6 (label 7)"});
  t.op({"__eq", prob_eq, "P == Q", "Same entries and labels.", "prob.uniform(2) == prob.coin(rat(1,2))"});
  t.op({"__tostring", method<&ProbVector::to_string>, "tostring(P)", "The entries, exact where possible.",
        "tostring(prob.uniform(2))"});
  t.op({"__save", prob_save, "alea.save(path, P)",
        "How alea.save writes P so that alea.load gives it back: prob(entries, {labels=}).",
        "getmetatable(prob.coin(rat(1, 3))).__save(prob.coin(rat(1, 3)))"});
  m.finish();
}

}  // namespace alea
