#pragma once
// The tameness classes of misère games and the genus as CGSuite prints it.
//
// A genus is tame when it is that of a nim heap or of a "firm" pair of heaps: γk = g ^ 2 for odd
// k and g for even k >= 2, with γ0 = g, or γ0 = 1 - g when g <= 1 (0^120 and 1^031, the fickle
// heaps 0 and *). It is restive when γ0 = b != g and the γk alternate b ^ 2, b, ... (with g in
// place of b when b >= 4). A game is generally tame (generally restive) when its genus is tame
// (restive) and each option is generally tame or reverts: it has a generally tame option of the
// same genus as G, or (when G is not fickle) one of G's nim value and one of G's misère nim value
// (for a restive G the first one firm, γ0 = g). These are the rules that reproduce every
// classification CGSuite publishes (its 14 test games and the genus columns of Kayles, Dawson's
// Kayles, Grundy's game and 0.3F to heap 20: docs/cgt.md); ONAG's text was not at hand.
#include <string>

#include "cgt/misere/genus.hpp"
#include "cgt/misere/store.hpp"

namespace alea::cgt::misere {

bool tame_genus(const Genus& g);
bool restive_genus(const Genus& g);
bool fickle(const Genus& g);  // g <= 1 and γ0 = 1 - g
bool generally_tame(Id g);
bool generally_restive(Id g);
bool hereditarily_tame(Id g);
// G is a part of H when H = G + X for some X. Every game is even (b(G) < b(G + *)) or odd (G =
// E + * with E even, b(G) = b(E) + 1), and birthdays of even games add: b(E + F) = b(E) + b(F)
// (ONAG ch. 12; test_misere.cpp checks it on every sum of two games born by day 4 and of heap
// forms). So if G + X = {G}, X's even part has birthday b(e({G})) - b(e(G)) <= 2, and X is one of
// *, *2, *3 (the games born by day 2 are 0, *, *2; {G} is never G): extraverted tries those three.
// A true answer is proved by its X whatever the law; a false one rests on the law.
bool extraverted(Id g);
// 0 and *, by the Extraversion-Introversion theorem (ONAG ch. 12; CGSuite's IsIntroverted).
bool introverted(Id g);
// e(G): G when G is even, else G + * (the even game G differs from by *).
Id even_part(Id g);
// The even parts of an even game E: every even A with E = A + B for an even B (0 and E among
// them), sorted. By the birthday law, for even A, B other than 0 the options of A + B are exactly
// the A' + B and A + B' (a simplification would lower the birthday by 2 or more), so A is a part of
// e(A + B') and B of e(A' + B): both are among the parts of the even parts of E's options, and the
// pairs of those with b(A) + b(B) = b(E) and A + B = E are all of E's partitions. Each game's
// parts are computed once (options first, by an explicit stack) and kept for the session.
const std::vector<Id>& even_parts(Id e);
// CGSuite's IsPrime: G is neither 0 nor * and its even part has no parts but 0 and itself.
bool prime(Id g);
// 0, *2, ...: just g for a nim heap; g^γ0 for a generally tame or restive game; otherwise g and
// the γk up to where they alternate, in parentheses with commas when some γk >= 10.
std::string genus_text(Id g);
Id mate(Id g);

}  // namespace alea::cgt::misere
