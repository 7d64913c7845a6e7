// Beyond the paper: the money-game market window, and numbers printed as the paper prints them.
#include "doubling/lua_doubling.hpp"
#include "doubling/scalar.hpp"

namespace alea::lua_doubling {
using namespace kit;

namespace {

int money_points(lua_State* L) {
  Options opts(L, 1);
  const Number one = Number::of(Rational(1));
  const auto mp = doubling::money_points(option_number(L, opts, "W", one), option_number(L, opts, "L", one),
                                         option_number(L, opts, "x", one), opts.exact());
  Record(L, 4)
      .field("take", mp.take)
      .field("cash", mp.cash)
      .field("initial_double", mp.initial_double)
      .field("redouble", mp.redouble);
  return 1;
}

int paper_format(lua_State* L) {
  return push(L, doubling::paper_format(check_numeric(L, 1), static_cast<int>(check_integer(L, 2, 0, 30)))), 1;
}

}  // namespace

void add_extras(Module& m) {
  m.function({"money_points", money_points,
              "doubling.money_points{W=1, L=1, x=1, exact=auto} -> {take=, cash=, initial_double=, redouble=}",
              "The money-game market window in Janowski's model: W and L are the average win and loss with "
              "gammons (>= 1), x in [0, 1] the cube efficiency (0 dead, 1 live). take = (L - 1/2)/(W + L + x/2), "
              "cash = (L + 1/2 + x/2)/(W + L + x/2), initial_double = (L(3-x) + 2x)/((W+L)(3-x) + x) for a "
              "centered cube, redouble = (L + x)/(W + L + x/2) for an owned cube. Exact for exact inputs.",
              "doubling.money_points{W=1, L=1, x=0}.take   --> 1/4"});
  m.function({"paper_format", paper_format, "doubling.paper_format(x, digits) -> string",
              "x rounded half up to `digits` decimals and printed as the paper's tables do (\".6563\", "
              "\"1.0000\", \"-.333\"). Floats are rounded from their exact binary value.",
              "doubling.paper_format(rat(21, 32), 4)   --> .6563"});
}

}  // namespace alea::lua_doubling
