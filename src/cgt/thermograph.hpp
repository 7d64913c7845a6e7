#pragma once
// Thermographs (Conway; Berlekamp, Conway and Guy; Siegel, CGT II.5): the left and right walls
// L_t(G), R_t(G) of G cooled by t, for t >= -1, up to the temperature, and the vertical mast
// above it at the mean. Conventions are CGSuite's: a number m/2^k (k >= 1) has temperature
// -1/2^k, an integer -1, an infinitesimal 0; the walls at t = 0 are the stops.
//
// Two ways to a thermograph:
//   - of a canonical form (thermograph(G) in game.hpp), cached per game id;
//   - directly on a game tree, without canonical forms (thermograph_from_options): the walls
//     of G come from the right walls of its Left options and the left walls of its Right
//     options. Rulesets use this, so heaps far beyond canonical forms have thermographs.
#include <string>
#include <vector>

#include "cgt/dyadic.hpp"
#include "cgt/thermo/trajectory.hpp"
#include "core/picture.hpp"

namespace alea::cgt {

using thermo::Point;
using thermo::Trajectory;

struct Thermograph {
  Trajectory left = Trajectory::constant(Dyadic());
  Trajectory right = Trajectory::constant(Dyadic());
  Dyadic temperature = Dyadic(-1);
  Dyadic mast;  // the mean

  Dyadic left_stop() const { return left.value_at(Dyadic()); }
  Dyadic right_stop() const { return right.value_at(Dyadic()); }
  // The breakpoints {t, x} of a wall from t = -1 up to the temperature (inclusive); the mast
  // continues vertically above the last one.
  std::vector<Point> left_wall() const;
  std::vector<Point> right_wall() const;

  // CGSuite's text: Thermograph(mast,[critical points, top down],[slopes, top down],
  // the same for the right wall), e.g. Thermograph(1/2,[3/2],[0,-1],1/2,[3/2],[0,1]).
  std::string to_string() const;
  bool operator==(const Thermograph&) const = default;
};

// The picture of a thermograph for gnuplot (core/picture.hpp): the left and right walls from
// t = -1 up to the temperature, the mast above it, t = 0 drawn across with the stops marked, t
// on the vertical axis. Values grow to the left, as in Winning Ways and CGSuite, so Left's side
// of the picture is Left's. The title (may be empty) is followed by the mean and temperature.
picture::Plot thermograph_plot(const Thermograph& th, const std::string& title = "");

// The thermograph of {L | R} from the right walls of the Left options and the left walls of
// the Right options (either list may be empty). Works on any form, canonical or not.
Thermograph thermograph_from_walls(const std::vector<const Trajectory*>& left_option_right_walls,
                                   const std::vector<const Trajectory*>& right_option_left_walls);

// The same from the options' thermographs.
Thermograph thermograph_from_options(const std::vector<const Thermograph*>& left_options,
                                     const std::vector<const Thermograph*>& right_options);

// The thermograph of a number (a vertical mast for integers; m/2^k has its little tent).
Thermograph thermograph_of_number(const Dyadic& x);

}  // namespace alea::cgt
