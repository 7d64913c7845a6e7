#include "cgt/loopy/print.hpp"

#include <algorithm>
#include <map>
#include <memory>
#include <set>

#include "cgt/engine/order.hpp"
#include "cgt/loopy/compare.hpp"
#include "cgt/print.hpp"
#include "core/interrupt.hpp"

namespace alea::cgt::loopy {
namespace {

constexpr int kMaxSlashes = 4;  // as the short printer: braces again from four slashes on

// A short game's text without its outer braces when its bars allow (the slashes of its top
// level, below kMaxSlashes), as CGSuite nests short options inside loopy ones.
std::pair<std::string, int> short_text(const Game& x, bool force_brackets) {
  std::string t = cgt::to_string(x);
  if (force_brackets || t.size() < 2 || t.front() != '{' || t.back() != '}') return {t, 0};
  int depth = 0, run = 0, most = 0;
  for (std::size_t i = 1; i + 1 < t.size(); ++i) {
    char c = t[i];
    if (c == '{') ++depth;
    if (c == '}') {
      if (--depth < 0) return {t, 0};  // the braces close earlier: not one outer pair
    }
    run = (c == '|' && depth == 0) ? run + 1 : 0;
    most = std::max(most, run);
  }
  if (most >= kMaxSlashes) return {t, 0};
  return {t.substr(1, t.size() - 2), most};
}

// Whether a text reads as one part after "+-": a compound like "1*" or "5over" takes parens.
bool compound(const std::string& t) {
  std::size_t i = (!t.empty() && t[0] == '-') ? 1 : 0;
  if (i >= t.size() || !std::isdigit(static_cast<unsigned char>(t[i]))) return false;
  while (i < t.size() && (std::isdigit(static_cast<unsigned char>(t[i])) || t[i] == '/')) ++i;
  return i < t.size();
}

// x + *m with no ups (CGSuite's uptimal of length 0), when the short game is one.
std::optional<std::pair<Dyadic, unsigned long long>> number_star(const std::optional<Game>& g) {
  if (!g || !g->is_number_up_star() || g->up_multiple() != 0) return std::nullopt;
  return std::make_pair(g->number_part(), g->nimber_part());
}

// Thrown when the text passes the bound: the text is cut there (as the short printer's).
struct Cut {};

struct Upon {
  bool uponth;
  Dyadic x;
  unsigned long long nim;
};

class Printer {
 public:
  explicit Printer(const Stopper& s)
      : s_(s), g_(s.graph()), neg_(-s), shorts_(shorts_of(g_)), neg_shorts_(shorts_of(neg_.graph())) {}

  std::string print(Vertex v, bool force_brackets, bool force_parens) {
    std::string out;
    put(out, v, force_brackets, force_parens);
    return out;
  }

 private:
  static std::vector<std::optional<Game>> shorts_of(const Graph& g) {
    std::vector<std::optional<Game>> out(g.size());
    const auto cyc = reaches_cycle(g);
    Stopper s = Stopper::from_simplified(g);
    for (Vertex v = 0; v < g.size(); ++v)
      if (!cyc[v]) out[v] = s.follower(v).to_short();
    return out;
  }

  // Returns the slashes the outermost level used (0 when braced or atomic).
  int put(std::string& out, Vertex v, bool force_brackets, bool force_parens) {
    if ((++steps_ & 0xFF) == 0) check_interrupt();
    if (out.size() > kDefaultPrintLimit) throw Cut{};
    if (shorts_[v]) {
      auto [t, n] = short_text(*shorts_[v], force_brackets);
      out += force_parens && compound(t) ? "(" + t + ")" : t;
      return n;
    }
    if (auto it = stack_.find(v); it != stack_.end()) {
      if (it->second.empty()) it->second = name(named_++);
      out += it->second;
      return 0;
    }
    const Stopper f = s_.follower(v);
    if (auto p = f.as_pseudonumber()) {
      const std::string t = p->to_string();
      out += force_parens && compound(t) ? "(" + t + ")" : t;
      return 0;
    }
    // Switches and Tiny forms are decided by the stoppers' order: not in a side that is no stopper.
    if (s_.is_stopper() && is_switch(v)) return put_switch(out, v), 0;
    if (s_.is_stopper() && put_tiny(out, f, v, force_parens)) return 0;
    if (auto u = upon(g_, shorts_, neg_.graph(), neg_shorts_, v, true)) return put_upon(out, *u, false), 0;
    if (auto u = upon(neg_.graph(), neg_shorts_, g_, shorts_, v, true)) {
      u->x = -u->x;
      return put_upon(out, *u, true), 0;
    }
    return put_braces(out, v, force_brackets);
  }

  // G = -G at v: one order of the graph against its negative serves every position.
  bool is_switch(Vertex v) {
    if (!to_neg_) to_neg_.emplace(g_, neg_.graph()), from_neg_.emplace(neg_.graph(), g_);
    return to_neg_->leq(v, v) && from_neg_->leq(v, v);
  }

  static std::string name(int n) { return n < 26 ? std::string(1, char('a' + n)) : "N" + std::to_string(n - 25); }

  // Options in CGSuite's order: short games first in the short display order, then the loopy
  // ones (CGSuite orders these by hash code; here by a hash of the graph below them, refined
  // round by round as Weisfeiler and Lehman's, so the order does not depend on numbering).
  std::vector<Vertex> sorted(const std::vector<Vertex>& opts) {
    std::vector<Vertex> shorts, loopy;
    for (Vertex w : opts) (shorts_[w] ? shorts : loopy).push_back(w);
    std::sort(shorts.begin(), shorts.end(),
              [&](Vertex a, Vertex b) { return engine::display_compare(shorts_[a]->id(), shorts_[b]->id()) < 0; });
    const auto& key = shape();
    std::sort(loopy.begin(), loopy.end(),
              [&](Vertex a, Vertex b) { return key[a] != key[b] ? key[a] < key[b] : a < b; });
    shorts.insert(shorts.end(), loopy.begin(), loopy.end());
    return shorts;
  }

  const std::vector<std::size_t>& shape() {
    if (!shape_.empty()) return shape_;
    const std::size_t n = g_.size();
    shape_.assign(n, 0);
    for (Vertex v = 0; v < n; ++v)
      if (shorts_[v]) shape_[v] = std::hash<std::string>{}(cgt::to_string(*shorts_[v]));
    for (std::size_t round = 0; round < std::min<std::size_t>(n, 16); ++round) {
      std::vector<std::size_t> next(n);
      for (Vertex v = 0; v < n; ++v) {
        std::string sig = std::to_string(shape_[v]) + ":";
        for (const auto* side : {&g_.left[v], &g_.right[v]}) {
          std::vector<std::size_t> ks;
          for (Vertex w : *side) ks.push_back(w == v ? 1 : shape_[w]);
          std::sort(ks.begin(), ks.end());
          for (auto k : ks) sig += std::to_string(k) + ",";
          sig += "|";
        }
        next[v] = std::hash<std::string>{}(sig);
      }
      shape_ = std::move(next);
    }
    return shape_;
  }

  int put_braces(std::string& out, Vertex v, bool force_brackets) {
    const auto lo = sorted(g_.left[v]), ro = sorted(g_.right[v]);
    stack_[v] = "";
    int slashes = 0;
    auto side = [&](const std::vector<Vertex>& opts) {
      std::string t;
      for (std::size_t i = 0; i < opts.size(); ++i) {
        if (i > 0) t += ",";
        if (opts[i] == v) {
          t += "pass";
        } else {
          slashes = std::max(slashes, put(t, opts[i], opts.size() > 1, false));
        }
      }
      return t;
    };
    const std::string left = side(lo), right = side(ro);
    if (left.size() + right.size() > kDefaultPrintLimit) throw Cut{};
    const std::string label = stack_[v];
    stack_.erase(v);
    ++slashes;
    const bool braces = force_brackets || !label.empty() || lo.empty() || ro.empty() || slashes == kMaxSlashes;
    out += label;
    if (braces) out += "{";
    out += left + std::string(static_cast<std::size_t>(slashes), '|') + right;
    if (braces) out += "}";
    return braces ? 0 : slashes;
  }

  void put_switch(std::string& out, Vertex v) {
    const auto lo = sorted(g_.left[v]);
    out += "+-";
    if (lo.size() > 1) out += "{";
    for (std::size_t i = 0; i < lo.size(); ++i) {
      if (i > 0) out += ",";
      out += Printer(s_).print(lo[i], true, lo.size() == 1);
    }
    if (lo.size() > 1) out += "}";
  }

  // x + Tiny(G) = {x || x | x - G} and x + Miny(G) = {x + G | x || x}, G >= over (CGSuite's
  // number-tiny plumtrees).
  bool put_tiny(std::string& out, const Stopper& f, Vertex v, bool force_parens) {
    const auto& g = g_;
    if (g.left[v].size() != 1 || g.right[v].size() != 1 || !f.is_plumtree()) return false;
    for (bool tiny : {true, false}) {
      const Vertex num = tiny ? g.left[v][0] : g.right[v][0], other = tiny ? g.right[v][0] : g.left[v][0];
      if (!shorts_[num] || !shorts_[num]->is_number()) continue;
      const auto& same = tiny ? g.left[other] : g.right[other];
      const auto& far = tiny ? g.right[other] : g.left[other];
      if (same.size() != 1 || same[0] != num || far.size() != 1) continue;
      // Tiny: far - x <= under, i.e. far <= x under; Miny: x - far <= under, i.e. far >= x over.
      const auto& [order, under_at, over_at] = pseudonumbers();
      if (tiny ? !order.leq(far[0], under_at.at(num)) : !order.leq(over_at.at(num), far[0])) continue;
      const Value n(s_.follower(num)), far_v(s_.follower(far[0]));
      const Value sub = tiny ? n - far_v : far_v - n;  // G
      std::string t = *shorts_[num] == Game() ? "" : cgt::to_string(*shorts_[num]);
      t += std::string(tiny ? "Tiny(" : "Miny(") + to_string(sub) + ")";
      out += force_parens ? "(" + t + ")" : t;
      return true;
    }
    return false;
  }

  // The graph with x under = {pass | x} and x over = {x | pass} added for every number x of it,
  // and its order: one matrix decides every Tiny and Miny test of the printing.
  struct Pseudonumbers {
    Order order;
    std::map<Vertex, Vertex> under_at, over_at;
  };
  const Pseudonumbers& pseudonumbers() {
    if (!pseudo_) {
      Graph h = g_;
      std::map<Vertex, Vertex> under_at, over_at;
      for (Vertex w = 0; w < g_.size(); ++w) {
        if (!shorts_[w] || !shorts_[w]->is_number()) continue;
        const Vertex u = h.add_vertex(), o = h.add_vertex();
        h.left[u] = {u}, h.right[u] = {w};
        h.left[o] = {w}, h.right[o] = {o};
        under_at[w] = u, over_at[w] = o;
      }
      pseudo_ = std::make_unique<Pseudonumbers>(Pseudonumbers{Order(h, h), std::move(under_at), std::move(over_at)});
    }
    return *pseudo_;
  }

  // CGSuite's upon forms: x^[on]*m is {pass | x*(m^1)} when m^1 > 0 and {pass, x | x} when m = 1;
  // x^<on>*m has Left options x*n for n <= m^1 and one Right option, the negative of a
  // -x^[on]*(m^1).
  static std::optional<Upon> upon(const Graph& g, const std::vector<std::optional<Game>>& shorts, const Graph& ng,
                                  const std::vector<std::optional<Game>>& nshorts, Vertex v, bool check_uponth) {
    const auto& lo = g.left[v];
    const auto& ro = g.right[v];
    if (ro.size() == 1 && lo.size() <= 2) {
      if (auto ns = number_star(shorts[ro[0]])) {
        auto [x, m] = *ns;
        const bool has_self = std::find(lo.begin(), lo.end(), v) != lo.end();
        bool ok = false;
        if (m == 0 && lo.size() == 2 && has_self) {
          const Vertex other = lo[0] == v ? lo[1] : lo[0];
          ok = shorts[other] && *shorts[other] == Game::number(x);
        } else if (m != 0) {
          ok = lo.size() == 1 && has_self;
        }
        if (ok) return Upon{false, x, m ^ 1};
      }
    }
    if (check_uponth && ro.size() == 1) {
      auto u = upon(ng, nshorts, g, shorts, ro[0], false);
      if (u && !u->uponth) {
        std::set<engine::Id> want, have;
        for (unsigned long long n = 0; n <= (u->nim ^ 1); ++n) want.insert(Game::nus(-u->x, 0, n).id());
        for (Vertex w : lo) {
          if (!shorts[w]) return std::nullopt;
          have.insert(shorts[w]->id());
        }
        if (want == have && lo.size() == want.size()) return Upon{true, -u->x, u->nim ^ 1};
      }
    }
    return std::nullopt;
  }

  static void put_upon(std::string& out, const Upon& u, bool negated) {
    if (!u.x.is_zero()) out += u.x.to_string();
    out += negated ? "v" : "^";
    out += u.uponth ? "<on>" : "[on]";
    if (u.nim >= 1) out += "*";
    if (u.nim >= 2) out += std::to_string(u.nim);
  }

  const Stopper& s_;
  const Graph& g_;
  Stopper neg_;
  std::vector<std::optional<Game>> shorts_, neg_shorts_;
  std::vector<std::size_t> shape_;
  std::map<Vertex, std::string> stack_;  // positions being printed, with their names once used
  int named_ = 0;
  std::size_t steps_ = 0;
  std::optional<Order> to_neg_, from_neg_;
  std::unique_ptr<Pseudonumbers> pseudo_;
};

}  // namespace

std::string to_string(const Stopper& s) {
  if (auto x = s.to_short()) return cgt::to_string(*x);
  try {
    return Printer(s).print(0, true, false);
  } catch (const Cut&) {
    return std::string("(a loopy game printed longer than ") + std::to_string(kDefaultPrintLimit) + " characters)...";
  }
}

std::string to_string(const Value& v) {
  if (v.is_stopper()) return to_string(v.onside());
  if (v.onside().is_on() && v.offside().is_off()) return "dud";
  return to_string(v.onside()) + " & " + to_string(v.offside());
}

}  // namespace alea::cgt::loopy
