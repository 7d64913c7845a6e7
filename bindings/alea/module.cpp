// alea: the workbench's services and output helpers, and the estimate type. The rows without a
// function (the module's and the type's); each area adds the rows of its functions.
#include "alea/lua_alea.hpp"

namespace alea {

void open_alea(lua_State* L) {
  kit::Module m(L, "alea",
                "The workbench itself: random seed, threads, progress output, limits, and output "
                "helpers (CSV and JSON).",
                "alea.seed(42); alea.threads(2)");
  kit::Type estimate = m.type<Estimate>(
      "estimate",
      "value ± bound, what a fast method proves about a number (with_error=true). Arithmetic with numbers, rats "
      "and estimates carries the bound (interval arithmetic); < and <= compare the values; e.value and e.bound "
      "are the parts.",
      "local e = X:expected_time{with_error=true}; print(e, e.value, e.bound)");
  lua_alea::add_services(m);
  out::add_csv_write(m);
  out::add_csv_read(m);
  out::add_json_read(m);
  out::add_save(m);
  out::add_json(m);
  out::add_table(m);
  out::add_plot(m);
  lua_alea::add_estimate(m, estimate);
  m.finish();
}

}  // namespace alea
