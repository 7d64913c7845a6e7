#pragma once
// The seed's functions (Examples 20, 25, 27, 44; Example 7's Hex) and the usual suspects. The
// read-once ones carry their formula (formula/formula.hpp), so their games and decision trees
// can be solved by symmetry past the reach of tables. Roles in errors: "n", "level", "k", "i",
// "t", "sizes", "f", "g".
#include <vector>

#include "boolfn/function.hpp"

namespace alea::boolfn {

BooleanFunction majority(int n);             // n odd: +1 iff more +1 than -1
BooleanFunction threshold(int n, int t);     // +1 iff at least t of the n inputs are +1
BooleanFunction and_function(int n);         // +1 iff all are +1
BooleanFunction or_function(int n);          // +1 iff some is +1
BooleanFunction parity(int n);               // the product x_1 ... x_n (chi_[n])
BooleanFunction dictator(int n, int i);      // x_i, among n variables
// Example 44: level 0 is x_1, level l+1 is maj of three level-l functions (3^l variables).
BooleanFunction recursive_majority(int level);
// Example 27: T_k^m, m tribes of k members each (x_{1,1..k} first): +1 iff some tribe is all +1.
BooleanFunction tribes(int k, int m);
// The generalized tribes T_{n_1,...,n_k} (tribe sizes in order).
BooleanFunction tribes(const std::vector<int>& sizes);
// Example 25: f_0 = x, f_{h+1} = (f_h v f_h) ^ (f_h v f_h), 4^h variables.
BooleanFunction and_or_tree(int h);
// Example 7: Hex on a k x k rhombus, x_{r k + c + 1} the cell of row r, column c (from 0);
// cells touch their four row/column neighbours and (r-1, c+1), (r+1, c-1). +1 iff Blue's
// cells (x = +1) join row 0 to row k-1; by the Hex theorem otherwise Red joins the columns.
BooleanFunction hex(int k);
// f(g_1(x^(1)), ..., g_k(x^(k))) on disjoint blocks of variables in order: read-once when f and
// the g's are. f has k variables; every g is +-1-valued; f may be real-valued.
BooleanFunction compose(const BooleanFunction& f, const std::vector<BooleanFunction>& g);

}  // namespace alea::boolfn
