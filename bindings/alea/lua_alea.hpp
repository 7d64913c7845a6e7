#pragma once
// alea's binding: the workbench's services, its output helpers (CSV, JSON, save and load, tables,
// plots) and the estimate type. Each area file holds its bound functions and, at its end, their
// rows; module.cpp holds the rows without a function (the module's and the estimate type's) and
// calls the areas in the order help lists them. The helpers live in alea::out, the services and
// the estimate in alea::lua_alea.
#include "kit/kit.hpp"

namespace alea::lua_alea {
void add_services(kit::Module& m);                 // alea.cpp: seed, threads, quiet, mpi, limits, ...
void add_estimate(kit::Module& m, kit::Type& t);   // estimate.cpp: alea.estimate and its type
}  // namespace alea::lua_alea

namespace alea::out {
void add_csv_write(kit::Module& m);  // csv_write.cpp: alea.write_csv
void add_csv_read(kit::Module& m);   // csv_read.cpp: alea.read_csv
void add_json_read(kit::Module& m);  // json_read.cpp: alea.read_json
void add_save(kit::Module& m);       // save.cpp: alea.save, alea.load
void add_json(kit::Module& m);       // json.cpp: alea.to_json
void add_table(kit::Module& m);      // table.cpp: alea.table
void add_plot(kit::Module& m);       // plot.cpp: alea.plot, alea.render_dot
}  // namespace alea::out
