// Products of short games that CGSuite offers beside the sum (Siegel, CGT II.4 and II.7):
// n copies of G, Norton multiplication G.U, the ordinal sum G:H and overheating. Each works on
// canonical forms, as CGSuite's do, and polls Ctrl-C (engine::tick); the store's own guard
// refuses results past the memory limit.
#include <unordered_map>

#include "cgt/engine/engine.hpp"
#include "cgt/engine/op_cache.hpp"
#include "cgt/game.hpp"

namespace alea::cgt {

using engine::Id;
using engine::store;

namespace {

// g.u where u_plus are u + I for the incentives I of u (computed once per product).
Id norton_id(Id g, Id u, const std::vector<Id>& u_plus) {
  auto& s = store();
  auto& cache = engine::OpCache::instance();
  if (Id c = cache.find(engine::Op::norton, g, u); c != engine::kNoId) return c;
  engine::tick();
  Id result = s.zero();
  if (s.is_number(g) && s.nus_of(g).number.is_integer()) {
    // n.u = u + u + ... + u (n copies; -u for n < 0), by repeated doubling.
    BigInt k = s.nus_of(g).number.numerator();
    Id power = k < 0 ? engine::negate(u) : u;
    k = boost::multiprecision::abs(k);
    for (; k != 0; k >>= 1) {
      if ((k & 1) != 0) result = engine::add(result, power);
      if (k > 1) power = engine::add(power, power);
    }
  } else {
    std::vector<Id> l, r;
    for (Id o : s.left(g)) {
      const Id ou = norton_id(o, u, u_plus);
      for (Id p : u_plus) l.push_back(engine::add(ou, p));
    }
    for (Id o : s.right(g)) {
      const Id ou = norton_id(o, u, u_plus);
      for (Id p : u_plus) r.push_back(engine::subtract(ou, p));
    }
    result = engine::canonical(std::move(l), std::move(r));
  }
  cache.store(engine::Op::norton, g, u, result);
  return result;
}

// G:H = {G^L, G:H^L | G^R, G:H^R}.
Id ordinal_sum_id(Id g, Id h) {
  auto& s = store();
  auto& cache = engine::OpCache::instance();
  if (Id c = cache.find(engine::Op::ordinal, g, h); c != engine::kNoId) return c;
  engine::tick();
  auto gl = s.left(g), gr = s.right(g);
  std::vector<Id> l(gl.begin(), gl.end()), r(gr.begin(), gr.end());
  for (Id o : s.left(h)) l.push_back(ordinal_sum_id(g, o));
  for (Id o : s.right(h)) r.push_back(ordinal_sum_id(g, o));
  Id result = engine::canonical(std::move(l), std::move(r));
  cache.store(engine::Op::ordinal, g, h, result);
  return result;
}

// G overheated from s to t: an integer n is n copies of s, otherwise {G^L + t | G^R - t} of the
// overheated options. Three games key it, one more than the operation cache holds, so the
// followers of one call are memoised by the call.
Id overheat_id(Id g, Id s_id, Id t_id, std::unordered_map<Id, Id>& memo) {
  auto& s = store();
  if (s.is_number(g) && s.nus_of(g).number.is_integer()) return Game::from_id(g).norton(Game::from_id(s_id)).id();
  if (auto it = memo.find(g); it != memo.end()) return it->second;
  engine::tick();
  std::vector<Id> l, r;
  for (Id o : s.left(g)) l.push_back(engine::add(overheat_id(o, s_id, t_id, memo), t_id));
  for (Id o : s.right(g)) r.push_back(engine::subtract(overheat_id(o, s_id, t_id, memo), t_id));
  return memo[g] = engine::canonical(std::move(l), std::move(r));
}

}  // namespace

Game Game::times(long long n) const { return Game::integer(n).norton(*this); }

Game Game::norton(const Game& u) const {
  std::vector<Id> u_plus;  // unused when G is an integer (n copies of U)
  if (!is_integer())
    for (const Game& i : u.incentives()) u_plus.push_back(engine::add(u.id(), i.id()));
  return Game::from_id(norton_id(id_, u.id(), u_plus));
}

Game Game::ordinal_sum(const Game& h) const { return Game::from_id(ordinal_sum_id(id_, h.id())); }

Game Game::overheat(const Game& s, const Game& t) const {
  std::unordered_map<Id, Id> memo;
  return Game::from_id(overheat_id(id_, s.id(), t.id(), memo));
}

}  // namespace alea::cgt
