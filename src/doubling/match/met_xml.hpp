#pragma once
// GNU Backgammon's match equity table files (gnubg's met.dtd):
//   <met> <info><name/><description/><length/></info>
//         <pre-crawford-table type="explicit|zadeh|mec"> <row><me/>...</row>... | <parameters/>
//         <post-crawford-table type=... player="both|0|1"> <row/> | <parameters/>  (one or two)
// Explicit tables are read exactly (each decimal as a rational); parametric ones are computed by
// their formula (match/construct.hpp) from the parameters, exactly, to `length` points when the
// file says <length>-1</length>. The structure is checked as met.dtd has it, with errors
// naming the line; the entries by the Met constructor.
#include <string>
#include <string_view>

#include "doubling/met.hpp"

namespace alea::doubling {

// role: the argument the text came from (errors name it).
Met read_met_xml(std::string_view text, const std::string& source, long long parametric_length, const char* role);

// The table in the same format, explicit: gnubg and read_met_xml read it back. Exact entries
// with a terminating decimal expansion are written exactly; other rationals to 30 significant
// digits; floats as the shortest decimal that reads back as the same double.
std::string write_met_xml(const Met& m);

// A rational as a decimal: exact when its denominator is 2^i 5^j, else rounded to `digits`
// significant digits (ties away from zero).
std::string decimal_text(const Rational& r, int digits = 30);

// A decimal number as gnubg's files write it ("0.50", "1e-3", "-.5"), exactly.
Rational parse_decimal_number(std::string_view text, const char* role, const std::string& where);

}  // namespace alea::doubling
