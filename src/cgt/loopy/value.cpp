#include "cgt/loopy/value.hpp"

#include <algorithm>
#include <map>

#include "cgt/loopy/canonical.hpp"
#include "cgt/loopy/compare.hpp"
#include "cgt/loopy/print.hpp"
#include "core/errors.hpp"
#include "core/interrupt.hpp"

namespace alea::cgt::loopy {
namespace {

int rank(Pseudonumber::Kind k) {
  using K = Pseudonumber::Kind;
  return k == K::under ? -1 : k == K::number ? 0 : 1;
}

// The short games at the loopfree vertices of g (built bottom-up, explicit stack).
std::vector<std::optional<Game>> short_games(const Graph& g) {
  const auto cyc = reaches_cycle(g);
  std::vector<std::optional<Game>> out(g.size());
  std::size_t steps = 0;
  for (Vertex root = 0; root < g.size(); ++root) {
    if (cyc[root] || out[root]) continue;
    std::vector<std::pair<Vertex, bool>> todo{{root, false}};
    while (!todo.empty()) {
      if ((++steps & 0xFFF) == 0) check_interrupt();
      auto [v, expanded] = todo.back();
      todo.pop_back();
      if (out[v]) continue;
      if (!expanded) {
        todo.push_back({v, true});
        for (const auto* side : {&g.left[v], &g.right[v]})
          for (Vertex w : *side)
            if (!out[w]) todo.push_back({w, false});
        continue;
      }
      std::vector<Game> lo, ro;
      for (Vertex w : g.left[v]) lo.push_back(*out[w]);
      for (Vertex w : g.right[v]) ro.push_back(*out[w]);
      out[v] = Game::from_options(lo, ro);
    }
  }
  return out;
}

std::optional<Pseudonumber> pseudonumber_at(const Graph& g, const std::vector<std::optional<Game>>& shorts, Vertex v) {
  using K = Pseudonumber::Kind;
  if (shorts[v]) {
    if (shorts[v]->is_number()) return Pseudonumber{K::number, shorts[v]->to_dyadic()};
    return std::nullopt;
  }
  const auto& lo = g.left[v];
  const auto& ro = g.right[v];
  const bool left_pass = lo.size() == 1 && lo[0] == v, right_pass = ro.size() == 1 && ro[0] == v;
  if (left_pass && ro.empty()) return Pseudonumber{K::on, {}};
  if (right_pass && lo.empty()) return Pseudonumber{K::off, {}};
  auto number = [&](Vertex w) { return shorts[w] && shorts[w]->is_number(); };
  if (right_pass && lo.size() == 1 && number(lo[0])) return Pseudonumber{K::over, shorts[lo[0]]->to_dyadic()};
  if (left_pass && ro.size() == 1 && number(ro[0])) return Pseudonumber{K::under, shorts[ro[0]]->to_dyadic()};
  return std::nullopt;
}

// Left and right stops of every vertex of a stopper graph: the alternating recursion ends,
// since a stopper has no infinite alternating play, at pseudonumbers and short games.
class Stops {
 public:
  explicit Stops(const Graph& g) : g_(g), shorts_(short_games(g)) {}

  Pseudonumber stop(Vertex v, bool left) {
    using K = Pseudonumber::Kind;
    auto key = std::make_pair(v, left);
    if (auto it = memo_.find(key); it != memo_.end()) return it->second;
    if ((++steps_ & 0xFFF) == 0) check_interrupt();
    Pseudonumber p;
    if (auto q = pseudonumber_at(g_, shorts_, v)) {
      p = *q;
    } else if (shorts_[v]) {
      p = {K::number, left ? shorts_[v]->left_stop() : shorts_[v]->right_stop()};
    } else if (g_.options(left, v).empty()) {
      p = {left ? K::off : K::on, {}};  // the player to move has no move: the worst stop for them
    } else {
      bool first = true;
      for (Vertex w : g_.options(left, v)) {
        Pseudonumber s = stop(w, !left);
        if (first || (left ? p < s : s < p)) p = s;
        first = false;
      }
    }
    return memo_[key] = p;
  }

 private:
  const Graph& g_;
  std::vector<std::optional<Game>> shorts_;
  std::map<std::pair<Vertex, bool>, Pseudonumber> memo_;
  std::size_t steps_ = 0;
};

Pseudonumber strong(Pseudonumber p) {
  if (p.kind == Pseudonumber::Kind::over || p.kind == Pseudonumber::Kind::under) p.kind = Pseudonumber::Kind::number;
  return p;
}

// under = {pass | 0}: vertex 0 passes for Left and moves to 0 (vertex 1) for Right.
Stopper under() {
  Graph g;
  g.add_vertex();
  g.add_vertex();
  g.left[0] = {0};
  g.right[0] = {1};
  return Stopper::from_simplified(std::move(g));
}

bool is_number(const Stopper& s) {
  const auto x = s.to_short();
  return x && x->is_number();
}

// The single option of s on one side, if it has exactly one.
std::optional<Stopper> only_option(const Stopper& s, bool left_side) {
  auto xs = left_side ? s.left_options() : s.right_options();
  if (xs.size() != 1) return std::nullopt;
  return xs.front();
}

// a <= b as sides (onside or offside convention); the survival order for two stoppers.
bool side_leq(const Stopper& a, const Stopper& b, bool onside) {
  if (a.is_stopper() && b.is_stopper()) return a <= b;
  return Order(a.graph(), b.graph(), onside ? Convention::onside : Convention::offside).leq(0, 0);
}

LoopyOutcome side_outcome(const Stopper& s, bool onside) {
  const Stopper zero = Stopper::from_short(Game());
  const bool ge = side_leq(zero, s, onside), le = side_leq(s, zero, onside);
  if (ge && le) return LoopyOutcome::P;
  if (ge) return LoopyOutcome::L;
  if (le) return LoopyOutcome::R;
  return LoopyOutcome::N;
}

}  // namespace

std::string Pseudonumber::to_string() const {
  switch (kind) {
    case Kind::on:
      return "on";
    case Kind::off:
      return "off";
    case Kind::number:
      return x.to_string();
    case Kind::over:
      return (x.is_zero() ? "" : x.to_string()) + "over";
    case Kind::under:
      return (x.is_zero() ? "" : x.to_string()) + "under";
  }
  return "";
}

bool Pseudonumber::operator==(const Pseudonumber& p) const {
  if (kind != p.kind) return false;
  return kind == Kind::on || kind == Kind::off || x == p.x;
}

bool Pseudonumber::operator<(const Pseudonumber& p) const {
  if (*this == p) return false;
  if (kind == Kind::off || p.kind == Kind::on) return true;
  if (kind == Kind::on || p.kind == Kind::off) return false;
  if (x != p.x) return x < p.x;
  return rank(kind) < rank(p.kind);
}

Stopper Stopper::from_graph(const Graph& g, Vertex v) {
  if (!loopy::is_stopper(g, v)) throw InvalidArgument("G", "the game is not a stopper (play can alternate forever)");
  std::vector<Vertex> roots{v};
  return from_simplified(simplify_stopper(g, roots));
}

Stopper::Stopper(std::shared_ptr<const Graph> g) : g_(std::move(g)), stopper_(loopy::is_stopper(*g_, 0)) {}

Stopper Stopper::from_simplified(Graph g) { return Stopper(std::make_shared<const Graph>(std::move(g))); }

Stopper Stopper::from_short(const Game& x) {
  Graph g;
  std::vector<Vertex> roots{embed_short(g, x)};
  return from_simplified(restrict_to_reachable(g, roots));
}

Stopper Stopper::on() {
  Graph g;
  g.add_vertex();
  g.left[0] = {0};
  return from_simplified(std::move(g));
}

Stopper Stopper::off() { return -on(); }

Stopper Stopper::follower(Vertex v) const {
  std::vector<Vertex> roots{v};
  return from_simplified(restrict_to_reachable(*g_, roots));
}

std::vector<Stopper> Stopper::followers() const {
  std::vector<Stopper> out;
  for (Vertex v = 0; v < g_->size(); ++v) out.push_back(follower(v));
  return out;
}

std::vector<Stopper> Stopper::left_options() const {
  std::vector<Stopper> out;
  for (Vertex w : g_->left[0]) out.push_back(follower(w));
  return out;
}

std::vector<Stopper> Stopper::right_options() const {
  std::vector<Stopper> out;
  for (Vertex w : g_->right[0]) out.push_back(follower(w));
  return out;
}

bool Stopper::is_loopfree() const { return !reaches_cycle(*g_)[0]; }

std::optional<Game> Stopper::to_short() const {
  if (!is_loopfree()) return std::nullopt;
  return short_games(*g_)[0];
}

bool Stopper::is_on() const { return g_->size() == 1 && g_->left[0].size() == 1 && g_->right[0].empty(); }
bool Stopper::is_off() const { return g_->size() == 1 && g_->right[0].size() == 1 && g_->left[0].empty(); }

std::optional<Pseudonumber> Stopper::as_pseudonumber() const { return pseudonumber_at(*g_, short_games(*g_), 0); }

bool Stopper::is_plumtree() const { return loopy::is_plumtree(*g_, 0); }

bool Stopper::is_number_tiny() const {
  const auto gl = only_option(*this, true), gr = only_option(*this, false);
  if (!gl || !gr) return false;
  // {x | {x | H}}: the Right option's own options are x and H, and H - x <= under.
  if (is_number(*gl)) {
    const auto l = only_option(*gr, true), r = only_option(*gr, false);
    if (l && r && *l == *gl && Value(*r) - Value(*gl) <= Value(under())) return true;
  }
  // The mirror {{H | x} | x}: x - H <= under.
  if (is_number(*gr)) {
    const auto l = only_option(*gl, true), r = only_option(*gl, false);
    if (l && r && *r == *gr && Value(*gr) - Value(*l) <= Value(under())) return true;
  }
  return false;
}

namespace {
void require_stopper(const Stopper& s) {
  if (!s.is_stopper()) throw InvalidArgument("G", "the side is not a stopper (its play can alternate forever)");
}
}  // namespace

bool Stopper::operator<=(const Stopper& h) const {
  require_stopper(*this), require_stopper(h);
  return Order(*g_, *h.g_).leq(0, 0);
}

Stopper Stopper::operator-() const { return from_simplified(negate(*g_)); }

Pseudonumber Stopper::left_stop() const { return require_stopper(*this), Stops(*g_).stop(0, true); }
Pseudonumber Stopper::right_stop() const { return require_stopper(*this), Stops(*g_).stop(0, false); }

std::string to_string(LoopyOutcome o) {
  switch (o) {
    case LoopyOutcome::L:
      return "L";
    case LoopyOutcome::R:
      return "R";
    case LoopyOutcome::N:
      return "N";
    case LoopyOutcome::P:
      return "P";
    case LoopyOutcome::D:
      return "D";
    case LoopyOutcome::NHat:
      return "NHat";
    case LoopyOutcome::PHat:
      return "PHat";
    case LoopyOutcome::NCheck:
      return "NCheck";
    case LoopyOutcome::PCheck:
      return "PCheck";
  }
  return "";
}

Value::Value(Stopper onside, Stopper offside) : on_(std::move(onside)), off_(std::move(offside)) {
  stopper_ = on_.is_stopper() && off_.is_stopper() && on_ == off_;
  if (stopper_) off_ = on_;
}

Value Value::from_graph(const Graph& g, Vertex v) {
  if (loopy::is_stopper(g, v)) return Value(Stopper::from_graph(g, v));
  return Value(Stopper::from_simplified(sidle(g, v, true)), Stopper::from_simplified(sidle(g, v, false)));
}

const Stopper& Value::onside_stopper() const {
  if (!on_.is_stopper()) throw InvalidArgument("G", "the onside is not a stopper (the value is not stopper-sided)");
  return on_;
}

const Stopper& Value::offside_stopper() const {
  if (!off_.is_stopper()) throw InvalidArgument("G", "the offside is not a stopper (the value is not stopper-sided)");
  return off_;
}

const Stopper& Value::stopper() const {
  if (!stopper_) throw InvalidArgument("G", "the game is not a stopper: its onside and offside differ");
  return on_;
}

Value Value::operator+(const Value& h) const {
  const Graph on = sum(on_.graph(), 0, h.on_.graph(), 0);
  if (stopper_ && h.stopper_ && loopy::is_stopper(on, 0)) return Value(Stopper::from_graph(on, 0));
  const Graph off = sum(off_.graph(), 0, h.off_.graph(), 0);
  return Value(Stopper::from_simplified(sidle(on, 0, true)), Stopper::from_simplified(sidle(off, 0, false)));
}

Value Value::operator-() const { return Value(-off_, -on_); }

Value Value::times(long long n) const {
  // |n| without overflow for the least long long: the doubling below reads it bit by bit.
  unsigned long long k = n < 0 ? 0ULL - static_cast<unsigned long long>(n) : static_cast<unsigned long long>(n);
  Value power = n < 0 ? -*this : *this, total(Stopper::from_short(Game()));
  while (k) {
    check_interrupt();
    if (k & 1) total = total + power;
    k >>= 1;
    if (k) power = power + power;
  }
  return total;
}

bool Value::operator<=(const Value& h) const {
  return side_leq(on_, h.on_, true) && side_leq(off_, h.off_, false);
}

LoopyOutcome Value::outcome() const {
  using O = LoopyOutcome;
  const O a = side_outcome(on_, true), b = stopper_ ? a : side_outcome(off_, false);
  if (a == b) return a;
  if (a == O::L) return b == O::N ? O::NHat : b == O::P ? O::PHat : O::D;
  if (a == O::N) return O::NCheck;  // (N, R)
  return O::PCheck;                 // (P, R)
}

Value Value::degree() const {
  const Stopper& s = stopper();
  const Graph d = sum(s.graph(), 0, (-s).graph(), 0);
  Stopper on = Stopper::from_simplified(sidle(d, 0, true));
  if (!on.is_stopper()) throw InvalidArgument("G", "the degree (G - G)+ is not a stopper");
  return Value(on);
}

std::pair<Value, Value> Value::varieties() const {
  const Value g(stopper()), d = degree();
  if (!d.is_idempotent()) throw InvalidArgument("G", "its degree " + loopy::to_string(d) + " is not an idempotent");
  // upsum(G, H) = (G + H)+ and downsum(G, H) = (G + H)-: the sides of the sum, as stoppers.
  auto stopper_of = [](const Stopper& s) {
    if (!s.is_stopper()) throw InvalidArgument("G", "a side in its variety is not a stopper");
    return Value(s);
  };
  auto up = [&](const Value& a, const Value& b) { return stopper_of((a + b).onside()); };
  auto down = [&](const Value& a, const Value& b) { return stopper_of((a + b).offside()); };
  return {up(g, down(-g, -d)), down(g, up(-g, d))};
}

bool Value::is_stable() const {
  const auto [u, w] = varieties();
  return u == w;
}

Value Value::variety() const {
  const auto [u, w] = varieties();
  if (!(u == w))
    throw InvalidArgument("G", "the game is not stable (its upsum and downsum varieties differ), so it has no variety");
  return u;
}

bool Value::is_infinitesimal() const {
  if (!on_.is_stopper() || !off_.is_stopper()) return false;
  auto zero = [](const Pseudonumber& p) {
    return p.kind != Pseudonumber::Kind::on && p.kind != Pseudonumber::Kind::off && p.x.is_zero();
  };
  for (const Stopper* s : {&on_, &off_})
    if (!zero(strong(s->left_stop())) || !zero(strong(s->right_stop()))) return false;
  return true;
}

bool Value::is_numberish() const {
  if (!on_.is_stopper() || !off_.is_stopper()) return false;
  const Pseudonumber l = strong(on_.left_stop()), r = strong(off_.right_stop());
  if (stopper_ && l.kind != Pseudonumber::Kind::number) return false;
  return l == r;
}

std::vector<Pseudonumber> stops(const Graph& g, bool left) {
  Stops all(g);
  std::vector<Pseudonumber> out;
  out.reserve(g.size());
  for (Vertex v = 0; v < g.size(); ++v) out.push_back(all.stop(v, left));
  return out;
}

LoopyOutcome play_outcome(const Graph& g, Vertex v) {
  // Node 2u: u with Left to move; 2u + 1: Right to move. wins[who][node].
  const std::size_t n = 2 * g.size();
  std::vector<std::vector<Vertex>> pred(n);
  std::vector<std::uint32_t> out_degree(n);
  for (Vertex u = 0; u < g.size(); ++u) {
    for (Vertex w : g.left[u]) pred[2 * w + 1].push_back(2 * u);
    for (Vertex w : g.right[u]) pred[2 * w].push_back(2 * u + 1);
    out_degree[2 * u] = static_cast<std::uint32_t>(g.left[u].size());
    out_degree[2 * u + 1] = static_cast<std::uint32_t>(g.right[u].size());
  }
  auto attractor = [&](int who) {  // who = 0 Left, 1 Right: the nodes `who` wins
    std::vector<bool> won(n, false);
    std::vector<std::uint32_t> left_to_try = out_degree;
    std::vector<Vertex> queue;
    for (Vertex x = 0; x < n; ++x)
      if (static_cast<int>(x & 1) != who && out_degree[x] == 0) won[x] = true, queue.push_back(x);
    for (std::size_t i = 0; i < queue.size(); ++i) {
      if ((i & 0xFFF) == 0) check_interrupt();
      for (Vertex p : pred[queue[i]]) {
        if (won[p]) continue;
        if (static_cast<int>(p & 1) == who || --left_to_try[p] == 0) won[p] = true, queue.push_back(p);
      }
    }
    return won;
  };
  const auto left_wins = attractor(0), right_wins = attractor(1);
  auto result = [&](Vertex x) { return left_wins[x] ? 1 : right_wins[x] ? -1 : 0; };
  const int a = result(2 * v), b = result(2 * v + 1);  // Left first, Right first (+1 Left wins)
  using O = LoopyOutcome;
  if (a == 1) return b == 1 ? O::L : b == -1 ? O::N : O::NHat;
  if (a == -1) return b == 1 ? O::P : b == -1 ? O::R : O::PCheck;
  return b == 1 ? O::PHat : b == -1 ? O::NCheck : O::D;
}

}  // namespace alea::cgt::loopy
