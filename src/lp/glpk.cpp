// GLPK's simplex and exact simplex on a dense problem in doubles. GLPK has no interrupt hook,
// so it runs in chunks of iterations (it_lim) and each chunk restarts from the basis the last
// one left; Ctrl-C is checked between chunks.
#include <glpk.h>

#include <cmath>
#include <memory>

#include "core/errors.hpp"
#include "core/interrupt.hpp"
#include "lp/glpk.hpp"

namespace alea::lp {
namespace {

constexpr int iterations_per_chunk = 200;

struct ProbDeleter {
  void operator()(glp_prob* p) const { glp_delete_prob(p); }
};
using GlpProb = std::unique_ptr<glp_prob, ProbDeleter>;

void set_row(glp_prob* g, int i, Sense s, double b) {
  if (s == Sense::at_least) glp_set_row_bnds(g, i, GLP_LO, b, 0.0);
  else if (s == Sense::at_most) glp_set_row_bnds(g, i, GLP_UP, 0.0, b);
  else glp_set_row_bnds(g, i, GLP_FX, b, b);
}

// Only nonzero entries are loaded; GLPK's arrays are 1-based (slot 0 unused).
void load_matrix(glp_prob* g, const Problem<double>& p) {
  std::vector<int> ia{0}, ja{0};
  std::vector<double> ar{0.0};
  for (std::size_t i = 0; i < p.rows(); ++i)
    for (std::size_t j = 0; j < p.cols(); ++j)
      if (p.a[i][j] != 0) {
        ia.push_back(static_cast<int>(i + 1));
        ja.push_back(static_cast<int>(j + 1));
        ar.push_back(p.a[i][j]);
      }
  glp_load_matrix(g, static_cast<int>(ar.size() - 1), ia.data(), ja.data(), ar.data());
}

GlpProb build(const Problem<double>& p) {
  GlpProb g(glp_create_prob());
  glp_set_obj_dir(g.get(), GLP_MAX);
  if (p.rows()) glp_add_rows(g.get(), static_cast<int>(p.rows()));
  if (p.cols()) glp_add_cols(g.get(), static_cast<int>(p.cols()));
  for (std::size_t i = 0; i < p.rows(); ++i) set_row(g.get(), static_cast<int>(i + 1), p.sense[i], p.rhs[i]);
  for (std::size_t j = 0; j < p.cols(); ++j) {
    int c = static_cast<int>(j + 1);
    glp_set_col_bnds(g.get(), c, p.free[j] ? GLP_FR : GLP_LO, 0.0, 0.0);
    glp_set_obj_coef(g.get(), c, p.objective[j]);
  }
  load_matrix(g.get(), p);
  return g;
}

// Runs `solver` (glp_simplex or glp_exact) to the end, a chunk of iterations at a time.
void run_chunked(glp_prob* g, int (*solver)(glp_prob*, const glp_smcp*), const char* name) {
  glp_smcp parm;
  glp_init_smcp(&parm);
  parm.msg_lev = GLP_MSG_OFF;
  parm.presolve = GLP_OFF;  // keep the basis: glp_exact and our verification start from it
  parm.it_lim = iterations_per_chunk;
  for (;;) {
    int rc = solver(g, &parm);
    if (rc == 0) break;
    if (rc != GLP_EITLIM) throw Error(std::string(name) + " failed (GLPK code " + std::to_string(rc) + ")");
    check_interrupt();
  }
  int status = glp_get_status(g);
  if (status == GLP_UNBND) throw Error(std::string(name) + ": the problem is unbounded");
  if (status == GLP_NOFEAS) throw Error(std::string(name) + ": the problem has no feasible point");
  if (status != GLP_OPT) throw Error(std::string(name) + " found no optimum (GLPK status " + std::to_string(status) + ")");
}

Solution<double> read_solution(glp_prob* g, const Problem<double>& p) {
  Solution<double> s;
  s.x.resize(p.cols());
  s.y.resize(p.rows());
  s.basis.row_basic.resize(p.rows());
  s.basis.col_basic.resize(p.cols());
  for (std::size_t i = 0; i < p.rows(); ++i) {
    int r = static_cast<int>(i + 1);
    s.y[i] = glp_get_row_dual(g, r);  // GLPK's sign convention is ours (see lp.hpp)
    s.basis.row_basic[i] = glp_get_row_stat(g, r) == GLP_BS;
  }
  for (std::size_t j = 0; j < p.cols(); ++j) {
    int c = static_cast<int>(j + 1);
    s.x[j] = glp_get_col_prim(g, c);
    s.basis.col_basic[j] = glp_get_col_stat(g, c) == GLP_BS;
  }
  s.value = glp_get_obj_val(g);
  return s;
}

}  // namespace

Solution<double> solve_glpk(const Problem<double>& p, bool exact_simplex) {
  check_shape(p);
  // GLPK aborts the process on NaN or infinite data; refuse it here instead.
  auto finite = [](double v) { return std::isfinite(v); };
  for (const auto& row : p.a)
    for (double v : row)
      if (!finite(v)) throw InvalidArgument("the linear program is malformed: a constraint coefficient is not finite");
  for (double v : p.rhs)
    if (!finite(v)) throw InvalidArgument("the linear program is malformed: a right-hand side is not finite");
  for (double v : p.objective)
    if (!finite(v)) throw InvalidArgument("the linear program is malformed: an objective coefficient is not finite");
  int was = glp_term_out(GLP_OFF);
  struct Restore {
    int was;
    ~Restore() { glp_term_out(was); }
  } restore{was};
  GlpProb g = build(p);
  glp_scale_prob(g.get(), GLP_SF_AUTO);
  run_chunked(g.get(), glp_simplex, "the simplex method");
  if (exact_simplex) run_chunked(g.get(), glp_exact, "the exact simplex method");
  return read_solution(g.get(), p);
}

}  // namespace alea::lp
