// Stops, thermographs, mean, temperature, birthday, cooling and heating of canonical games.
#include <memory>

#include "cgt/engine/engine.hpp"
#include "cgt/engine/memo.hpp"
#include "cgt/engine/op_cache.hpp"
#include "cgt/game.hpp"
#include "core/errors.hpp"

namespace alea::cgt {

using engine::Id;
using engine::store;

namespace {

// Stops by their definition (not through the thermograph, so tests can compare the two):
// a number is its own stop; otherwise L(G) = max R(G^L), R(G) = min L(G^R).
Dyadic stop(Id g, bool left) {
  auto& s = store();
  if (s.is_nus(g)) return s.nus_of(g).number;  // x + infinitesimal: both stops x
  static engine::BoundedMemo<Dyadic> left_memo(80), right_memo(80);
  auto& memo = left ? left_memo : right_memo;
  if (const Dyadic* d = memo.find(g)) return *d;
  engine::tick();
  std::optional<Dyadic> best;
  for (Id o : left ? s.left(g) : s.right(g)) {
    Dyadic v = stop(o, !left);
    if (!best || (left ? v > *best : v < *best)) best = v;
  }
  // A canonical non-number has options on both sides.
  return memo.put(g, best.value_or(Dyadic()));
}

using ThermoPtr = std::shared_ptr<const Thermograph>;

ThermoPtr thermograph_of(Id g);

// x + ^n + *m has the thermograph of x, x*, x^ or xv (CGSuite does the same), which keeps
// ^1000 from a thousand-deep recursion.
Id thermal_representative(Id g) {
  auto& s = store();
  const auto& n = s.nus_of(g);
  if (n.is_number()) return g;
  if (n.up == 0 || (n.nim == 1 && (n.up == 1 || n.up == -1))) return s.nus(n.number, 0, n.nim ? 1 : 0);
  return s.nus(n.number, n.up > 0 ? 1 : -1, 0);
}

ThermoPtr thermograph_of(Id g) {
  auto& s = store();
  static engine::BoundedMemo<ThermoPtr> memo(512);
  if (const ThermoPtr* t = memo.find(g)) return *t;
  engine::tick();
  if (s.is_number(g)) return memo.put(g, std::make_shared<const Thermograph>(thermograph_of_number(s.nus_of(g).number)));
  if (s.is_nus(g)) {
    Id rep = thermal_representative(g);
    if (rep != g) return memo.put(g, thermograph_of(rep));
  }
  std::vector<ThermoPtr> keep;
  std::vector<const Thermograph*> l, r;
  for (Id o : s.left(g)) keep.push_back(thermograph_of(o)), l.push_back(keep.back().get());
  for (Id o : s.right(g)) keep.push_back(thermograph_of(o)), r.push_back(keep.back().get());
  return memo.put(g, std::make_shared<const Thermograph>(thermograph_from_options(l, r)));
}

std::uint64_t nus_birthday(const engine::Nus& n) {
  // Numbers: n for an integer n, 1 + floor(|m|/2^k) + k for m/2^k. Up-star part ^n*k
  // (CGSuite): n+1 if k = 0 and n > 0; n + (k xor 1) if n is odd and k != 1; n + k otherwise.
  std::uint64_t number;
  BigInt m = boost::multiprecision::abs(n.number.numerator());
  if (n.number.is_integer()) {
    if (m > BigInt(1ull << 62)) throw LimitExceeded("the birthday of " + n.number.to_string() + " does not fit 64 bits");
    number = static_cast<std::uint64_t>(m);
  } else {
    BigInt whole = m >> static_cast<unsigned>(n.number.exponent());
    if (whole > BigInt(1ull << 61)) throw LimitExceeded("the birthday of " + n.number.to_string() + " does not fit 64 bits");
    number = 1 + static_cast<std::uint64_t>(whole) + n.number.exponent();
  }
  std::uint64_t up = static_cast<std::uint64_t>(n.up < 0 ? -n.up : n.up);
  std::uint64_t star;
  if (up > 0 && n.nim == 0)
    star = up + 1;
  else if ((up & 1) == 1 && n.nim != 1)
    star = up + (n.nim ^ 1);
  else
    star = up + n.nim;
  return number + star;
}

std::uint64_t birthday_of(Id g) {
  auto& s = store();
  if (s.is_nus(g)) return nus_birthday(s.nus_of(g));
  static engine::BoundedMemo<std::uint64_t> memo(48);
  if (const auto* b = memo.find(g)) return *b;
  engine::tick();
  std::uint64_t b = 0;
  for (Id o : s.left(g)) b = std::max(b, birthday_of(o) + 1);
  for (Id o : s.right(g)) b = std::max(b, birthday_of(o) + 1);
  return memo.put(g, b);
}

Id cool_id(Id g, const Dyadic& t, Id t_id) {
  auto& s = store();
  if (s.is_number(g) && s.nus_of(g).number.is_integer()) return g;
  Game G = Game::from_id(g);
  if (G.temperature() < t) return s.number(G.mean());
  auto& cache = engine::OpCache::instance();
  if (Id c = cache.find(engine::Op::cool, g, t_id); c != engine::kNoId) return c;
  engine::tick();
  std::vector<Id> l, r;
  for (Id o : s.left(g)) l.push_back(engine::subtract(cool_id(o, t, t_id), t_id));
  for (Id o : s.right(g)) r.push_back(engine::add(cool_id(o, t, t_id), t_id));
  Id result = engine::canonical(std::move(l), std::move(r));
  cache.store(engine::Op::cool, g, t_id, result);
  return result;
}

Id heat_id(Id g, Id t) {
  auto& s = store();
  if (s.is_number(g)) return g;
  auto& cache = engine::OpCache::instance();
  if (Id c = cache.find(engine::Op::heat, g, t); c != engine::kNoId) return c;
  engine::tick();
  std::vector<Id> l, r;
  for (Id o : s.left(g)) l.push_back(engine::add(heat_id(o, t), t));
  for (Id o : s.right(g)) r.push_back(engine::subtract(heat_id(o, t), t));
  Id result = engine::canonical(std::move(l), std::move(r));
  cache.store(engine::Op::heat, g, t, result);
  return result;
}

}  // namespace

Dyadic Game::left_stop() const { return stop(id_, true); }
Dyadic Game::right_stop() const { return stop(id_, false); }

Thermograph Game::thermograph() const { return *thermograph_of(id_); }

Dyadic Game::mean() const {
  if (store().is_nus(id_)) return store().nus_of(id_).number;
  return thermograph_of(id_)->mast;
}

Dyadic Game::temperature() const {
  auto& s = store();
  if (s.is_nus(id_)) {
    const auto& n = s.nus_of(id_);
    if (!n.is_number()) return Dyadic();  // a number plus a nonzero infinitesimal
    if (n.number.is_integer()) return Dyadic(-1);
    return -Dyadic::unit(n.number.exponent());
  }
  return thermograph_of(id_)->temperature;
}

std::uint64_t Game::birthday() const { return birthday_of(id_); }

Game Game::cool(const Dyadic& t) const {
  if (t <= Dyadic(-1)) throw InvalidArgument("t", "cannot cool by " + t.to_string() + " (the temperature must be > -1)");
  return Game::from_id(cool_id(id_, t, store().number(t)));
}

Game Game::heat(const Game& t) const { return Game::from_id(heat_id(id_, t.id())); }

}  // namespace alea::cgt
