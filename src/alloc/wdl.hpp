#pragma once
// Fluet's WDL: the chances that X wins, draws and loses against Y. One shape for every scalar
// a module computes them in: Rational (exact), double, Certified, Estimate, Quantity.
namespace alea::alloc {

template <class T>
struct Wdl {
  T win, draw, loss;
};

}  // namespace alea::alloc
