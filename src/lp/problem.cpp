// Shape checks and rounding of linear programs (problem.hpp).
#include "lp/problem.hpp"

#include "core/errors.hpp"

namespace alea::lp {

template <class S>
void check_shape(const Problem<S>& p) {
  auto fail = [&](const std::string& m) { throw InvalidArgument("the linear program is malformed: " + m); };
  if (p.sense.size() != p.rows()) fail("one sense per row is needed");
  if (p.rhs.size() != p.rows()) fail("one right-hand side per row is needed");
  if (p.free.size() != p.cols()) fail("one free flag per column is needed");
  for (const auto& row : p.a)
    if (row.size() != p.cols()) fail("every row needs one coefficient per column");
}
template void check_shape(const Problem<double>&);
template void check_shape(const Problem<Rational>&);

Problem<double> to_double(const Problem<Rational>& p) {
  Problem<double> d;
  d.a.resize(p.rows());
  for (std::size_t i = 0; i < p.rows(); ++i)
    for (const auto& v : p.a[i]) d.a[i].push_back(alea::to_double(v));
  d.sense = p.sense;
  for (const auto& v : p.rhs) d.rhs.push_back(alea::to_double(v));
  for (const auto& v : p.objective) d.objective.push_back(alea::to_double(v));
  d.free = p.free;
  return d;
}


}  // namespace alea::lp
