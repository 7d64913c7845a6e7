#pragma once
// Where match equity tables come from: GNU Backgammon's files (by path or by name in gnubg-data's
// directory), published formulas, and extensions; and where they go (save). What doubling.met
// and the table builders (bindings/doubling/match.cpp) compute.
#include <optional>
#include <string>
#include <vector>

#include "core/number.hpp"
#include "core/quantity.hpp"
#include "doubling/met.hpp"

namespace alea::doubling {

// Debian's gnubg-data puts GNU Backgammon's tables here (ALEA_MET_DIR overrides it).
std::string met_directory();
// The names of the tables there (file names without ".xml"), sorted; empty when it is missing.
std::vector<std::string> met_names();

// A path (containing '/' or ending in .xml) or a name found in met_directory(), case
// insensitive ("woolsey", "Kazaross-XG2"). Parametric files (<length>-1</length>) are computed
// to `length` points. Role "source" for a missing file; the file's own errors name its line.
Met load_met(const std::string& path_or_name, long long length);

// Writes the table in gnubg's format (role "file" when it cannot be written).
void save_met(const Met& m, const std::string& path);

// The builders' parameters; exact when every number is (unless exact says otherwise).
struct PostCrawfordModel {
  Number gammon_rate = Number::of(Rational(1, 4));  // of the trailer's wins, when doubled at once
  Number free_drop_2 = Number::of(Rational(3, 200)), free_drop_4 = Number::of(Rational(1, 250));
};
struct ZadehModel {
  long long length = 25;
  Number gammon_rate_leader = Number::of(Rational(1, 4)), gammon_rate_trailer = Number::of(Rational(3, 20));
  Number delta = Number::of(Rational(2, 25)), delta_bar = Number::of(Rational(3, 50));
  PostCrawfordModel post;
  std::optional<bool> exact;
};
struct MecModel {
  long long length = 25;
  Number gammon_rate = Number::of(Rational(13, 50)), win_rate = Number::of(Rational(1, 2));
  Number free_drop_2 = Number::of(Rational(3, 200)), free_drop_4 = Number::of(Rational(1, 250));
  std::optional<bool> exact;
};

// Zadeh's formula (gnubg's "zadeh" type); Tornberg's mec, Keeler and Spencer's game at every
// score (gnubg's "mec" type); Janowski's rule for Woolsey's table with Zadeh's post-Crawford
// recursion (match/construct.hpp). Roles are the options' keys.
Met met_zadeh(const ZadehModel& z);
Met met_mec(const MecModel& m);
Met met_janowski(long long length, const PostCrawfordModel& post, std::optional<bool> exact);

// The table continued to n points as gnubg continues it: the pre-Crawford entries past the
// table from Montgomery's normal model (match/extend.hpp: floats, certified to about 1e-16),
// the post-Crawford ones by the post-Crawford recursion with gnubg's 0.25, 0.015, 0.004. The
// result is a float table.
Met extend_met(const Met& m, long long n);

// Montgomery's model at one score, with its certified error bound (with_error) or as a double.
Quantity normal_model(long long a, long long b);

}  // namespace alea::doubling
