#include "graph/solve/component.hpp"

#include <algorithm>
#include <stdexcept>

#include "core/interrupt.hpp"
#include "graph/solve/chain.hpp"

namespace alea::graph {

template <class S>
FixedPointWork<S>::FixedPointWork(const Game& game, S p_, S infinite_, S eps_, const ComponentLabels& c)
    : g(game), p(p_), q(S(1) - p_), infinite(std::move(infinite_)), eps(std::move(eps_)), comps(c),
      sigma(game.size(), no_vertex), tau(game.size(), no_vertex), local(game.size(), 0) {
  x.assign(g.size(), infinite);
  for (Vertex t : g.terminals()) {
    if constexpr (std::is_same_v<S, double>)
      x[t] = g.payoff_double(t);
    else
      x[t] = g.payoff(t);
  }
}

namespace {

template <class S>
class ComponentSolver {
 public:
  ComponentSolver(FixedPointWork<S>& w, std::uint32_t cid)
      : w_(w), g_(w.g), cid_(cid), members_(w.comps.of(cid)), m_(members_.size()) {
    for (std::uint32_t l = 0; l < m_; ++l) w_.local[members_[l]] = l;
    use_blue_ = !(w_.p == S(0));
    use_red_ = !(w_.q == S(0));
  }

  bool inside(Vertex v) const { return v != no_vertex && w_.comps.component[v] == cid_; }

  bool run(bool warm) {
    if (!warm) {
      attractor(g_.blue(), w_.sigma, true);
      attractor(g_.red(), w_.tau, false);
    }
    const std::uint64_t cap = 20 * std::uint64_t(m_) + 200;
    for (std::uint64_t round = 0; round < cap; ++round) {
      if (!best_reply()) return false;
      if (!improve(g_.blue(), w_.sigma, true, nullptr)) return true;
    }
    return give_up("Blue's strategy iteration did not settle");
  }

 private:
  bool give_up(const char* what) {
    if constexpr (std::is_same_v<S, double>)
      return false;
    else
      throw std::logic_error(what);
  }

  // Each member's first choice: the shortest way, along its colour, to the best exit it can reach
  // alone (the largest exit value for Blue, the smallest for Red). Exits are taken best first, and
  // a breadth-first search backward from each level claims the members not yet claimed. Every
  // member reaches some exit in each colour (Definition 2). Starting from "go for the best
  // terminal" instead of "leave by the nearest exit" matters: on tug of war the latter makes
  // strategy iteration move the frontier one vertex per round.
  void attractor(const Adjacency& a, std::vector<Vertex>& choice, bool maximize) {
    struct Exit {
      std::uint32_t l;
      Vertex to;
    };
    std::vector<Exit> exits;
    for (std::uint32_t l = 0; l < m_; ++l)
      for (Vertex u : a.of(members_[l]))
        if (!inside(u)) exits.push_back({l, u});
    std::stable_sort(exits.begin(), exits.end(), [&](const Exit& e, const Exit& f) {
      return maximize ? w_.x[e.to] > w_.x[f.to] : w_.x[e.to] < w_.x[f.to];
    });
    const auto back = predecessors(a);
    std::vector<bool> claimed(m_, false);
    std::vector<std::uint32_t> queue;
    for (std::size_t i = 0; i < exits.size();) {
      std::size_t j = i;  // one level: exits of equal value
      queue.clear();
      for (; j < exits.size() && w_.x[exits[j].to] == w_.x[exits[i].to]; ++j)
        if (!claimed[exits[j].l]) {
          claimed[exits[j].l] = true;
          choice[members_[exits[j].l]] = exits[j].to;
          queue.push_back(exits[j].l);
        }
      for (std::size_t k = 0; k < queue.size(); ++k)
        for (std::uint32_t pl : back[queue[k]])
          if (!claimed[pl]) {
            claimed[pl] = true;
            choice[members_[pl]] = members_[queue[k]];
            queue.push_back(pl);
          }
      i = j;
    }
  }

  // Predecessors inside the component along edges of `a`, by local index.
  std::vector<std::vector<std::uint32_t>> predecessors(const Adjacency& a) const {
    std::vector<std::vector<std::uint32_t>> back(m_);
    for (std::uint32_t l = 0; l < m_; ++l)
      for (Vertex u : a.of(members_[l]))
        if (inside(u)) back[w_.local[u]].push_back(l);
    return back;
  }

  // Red's best reply to sigma: the trap set Z, then strategy iteration outside it.
  bool best_reply() {
    const auto trapped = trap_set();
    for (std::uint32_t l = 0; l < m_; ++l)
      if (trapped[l] && use_red_)
        for (Vertex u : g_.red().of(members_[l]))
          if (inside(u) && trapped[w_.local[u]]) {
            w_.tau[members_[l]] = u;
            break;
          }
    const std::uint64_t cap = 20 * std::uint64_t(m_) + 200;
    for (std::uint64_t round = 0; round < cap; ++round) {
      if (!evaluate()) return false;
      if (!use_red_ || !improve(g_.red(), w_.tau, false, &trapped)) return true;
    }
    return give_up("Red's strategy iteration did not settle");
  }

  // The largest set of members where Red can keep the token inside forever against sigma.
  std::vector<bool> trap_set() {
    std::vector<bool> in(m_, true);
    std::vector<std::uint32_t> red_inside(m_, 0), queue;
    std::vector<std::vector<std::uint32_t>> sigma_back(m_);
    for (std::uint32_t l = 0; l < m_; ++l) {
      const Vertex v = members_[l];
      for (Vertex u : g_.red().of(v)) red_inside[l] += inside(u);
      if (inside(w_.sigma[v])) sigma_back[w_.local[w_.sigma[v]]].push_back(l);
    }
    const auto red_back = use_red_ ? predecessors(g_.red()) : std::vector<std::vector<std::uint32_t>>(m_);
    auto fails = [&](std::uint32_t l) {
      const Vertex s = w_.sigma[members_[l]];
      return (use_blue_ && (!inside(s) || !in[w_.local[s]])) || (use_red_ && red_inside[l] == 0);
    };
    for (std::uint32_t l = 0; l < m_; ++l)
      if (fails(l)) {
        in[l] = false;
        queue.push_back(l);
      }
    for (std::size_t i = 0; i < queue.size(); ++i) {
      const std::uint32_t u = queue[i];
      auto recheck = [&](std::uint32_t l) {
        if (in[l] && fails(l)) {
          in[l] = false;
          queue.push_back(l);
        }
      };
      for (std::uint32_t l : red_back[u]) {
        --red_inside[l];
        recheck(l);
      }
      for (std::uint32_t l : sigma_back[u]) recheck(l);
    }
    return in;
  }

  // The values of (sigma, tau) on the members; members that cannot leave the component under
  // the pair never end and get w.infinite.
  bool evaluate() {
    ++w_.evaluations;
    check_interrupt();
    std::vector<std::vector<std::uint32_t>> back(m_);
    std::vector<bool> ends(m_, false);
    std::vector<std::uint32_t> queue;
    for (std::uint32_t l = 0; l < m_; ++l) {
      const Vertex v = members_[l];
      bool out = false;
      for (auto [used, s] : {std::pair{use_blue_, w_.sigma[v]}, std::pair{use_red_, w_.tau[v]}}) {
        if (!used) continue;
        if (inside(s))
          back[w_.local[s]].push_back(l);
        else
          out = true;
      }
      if (out) {
        ends[l] = true;
        queue.push_back(l);
      }
    }
    for (std::size_t i = 0; i < queue.size(); ++i)
      for (std::uint32_t l : back[queue[i]])
        if (!ends[l]) {
          ends[l] = true;
          queue.push_back(l);
        }
    std::vector<std::uint32_t> unknown(m_, UINT32_MAX);
    std::uint32_t k = 0;
    for (std::uint32_t l = 0; l < m_; ++l)
      if (ends[l]) unknown[l] = k++;
      else
        w_.x[members_[l]] = w_.infinite;
    LinearChain<S> chain;
    chain.rows.resize(k);
    chain.c.assign(k, S(0));
    for (std::uint32_t l = 0; l < m_; ++l) {
      if (!ends[l]) continue;
      const std::uint32_t i = unknown[l];
      const Vertex v = members_[l];
      auto add = [&](Vertex s, const S& weight) {
        if (inside(s) && ends[w_.local[s]]) {
          const std::uint32_t j = unknown[w_.local[s]];
          auto it = std::find_if(chain.rows[i].begin(), chain.rows[i].end(), [&](auto& e) { return e.first == j; });
          if (it == chain.rows[i].end())
            chain.rows[i].emplace_back(j, weight);
          else
            it->second += weight;
        } else {
          chain.c[i] += weight * w_.x[s];  // an exit, or a member that never ends
        }
      };
      if (use_blue_) add(w_.sigma[v], w_.p);
      if (use_red_) add(w_.tau[v], w_.q);
    }
    std::vector<S> y;
    if constexpr (std::is_same_v<S, double>) {
      ChainLimits cap;
      cap.max_fill = 40 * (std::uint64_t(k) + 1000);
      auto r = solve_chain(chain, cap);
      if (!r) return false;
      y = std::move(*r);
    } else {
      y = solve_chain_exact(chain);
    }
    for (std::uint32_t l = 0; l < m_; ++l)
      if (ends[l]) w_.x[members_[l]] = std::move(y[unknown[l]]);
    return true;
  }

  // Switches every member (outside `frozen`) whose best successor of colour `a` beats its
  // current choice by more than eps; true when something switched.
  bool improve(const Adjacency& a, std::vector<Vertex>& choice, bool maximize, const std::vector<bool>* frozen) {
    bool any = false;
    for (std::uint32_t l = 0; l < m_; ++l) {
      if (frozen && (*frozen)[l]) continue;
      const Vertex v = members_[l];
      Vertex best = choice[v];
      for (Vertex u : a.of(v))
        if (maximize ? w_.x[u] > w_.x[best] : w_.x[u] < w_.x[best]) best = u;
      const S gain = maximize ? w_.x[best] - w_.x[choice[v]] : w_.x[choice[v]] - w_.x[best];
      if (gain > w_.eps) {
        choice[v] = best;
        ++w_.switches;
        any = true;
      }
    }
    return any;
  }

  FixedPointWork<S>& w_;
  const Game& g_;
  std::uint32_t cid_;
  std::span<const std::uint32_t> members_;
  std::uint32_t m_;
  bool use_blue_ = true, use_red_ = true;
};

}  // namespace

template <class S>
bool solve_component(FixedPointWork<S>& w, std::uint32_t cid, bool warm) {
  return ComponentSolver<S>(w, cid).run(warm);
}

template struct FixedPointWork<double>;
template struct FixedPointWork<Rational>;
template bool solve_component(FixedPointWork<double>&, std::uint32_t, bool);
template bool solve_component(FixedPointWork<Rational>&, std::uint32_t, bool);

}  // namespace alea::graph
