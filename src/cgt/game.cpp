#include "cgt/game.hpp"

#include "cgt/engine/engine.hpp"
#include "cgt/engine/order.hpp"
#include "cgt/print.hpp"
#include "core/errors.hpp"

namespace alea::cgt {

using engine::Id;
using engine::store;

std::string to_string(Outcome o) {
  switch (o) {
    case Outcome::L: return "L";
    case Outcome::R: return "R";
    case Outcome::N: return "N";
    case Outcome::P: return "P";
  }
  return "?";
}

Game Game::number(const Dyadic& x) { return Game(store().number(x)); }
Game Game::star(unsigned long long n) { return Game(store().nus(Dyadic(), 0, n)); }
Game Game::up(long long n) { return Game(store().nus(Dyadic(), n, 0)); }
Game Game::nus(const Dyadic& x, long long up, unsigned long long star) { return Game(store().nus(x, up, star)); }

Game Game::from_options(const std::vector<Game>& lefts, const std::vector<Game>& rights) {
  std::vector<Id> l, r;
  for (const Game& g : lefts) l.push_back(g.id_);
  for (const Game& g : rights) r.push_back(g.id_);
  return Game(engine::canonical(std::move(l), std::move(r)));
}

Game Game::plus_minus(const std::vector<Game>& lefts) {
  std::vector<Game> rights;
  for (const Game& g : lefts) rights.push_back(-g);
  return from_options(lefts, rights);
}

Game Game::operator+(const Game& h) const { return Game(engine::add(id_, h.id_)); }
Game Game::operator-(const Game& h) const { return Game(engine::subtract(id_, h.id_)); }
Game Game::operator-() const { return Game(engine::negate(id_)); }
bool Game::operator<=(const Game& h) const { return engine::leq(id_, h.id_); }

Outcome Game::outcome() const {
  bool ge = Game() <= *this, le = *this <= Game();
  if (ge && le) return Outcome::P;
  if (ge) return Outcome::L;
  if (le) return Outcome::R;
  return Outcome::N;
}

namespace {
std::vector<Game> games(const std::vector<Id>& ids) {
  std::vector<Game> v;
  v.reserve(ids.size());
  for (Id g : ids) v.push_back(Game::from_id(g));
  return v;
}
}  // namespace

std::vector<Game> Game::left_options() const { return games(engine::sorted_left(id_)); }
std::vector<Game> Game::right_options() const { return games(engine::sorted_right(id_)); }

bool Game::is_number() const { return store().is_number(id_); }
bool Game::is_integer() const { return is_number() && store().nus_of(id_).number.is_integer(); }
bool Game::is_nimber() const {
  if (!store().is_nus(id_)) return false;
  const auto& n = store().nus_of(id_);
  return n.up == 0 && n.number.is_zero();
}
bool Game::is_number_up_star() const { return store().is_nus(id_); }
bool Game::is_infinitesimal() const { return left_stop().is_zero() && right_stop().is_zero(); }

namespace {
const engine::Nus& nus_or_throw(Id g) {
  if (!store().is_nus(g))
    throw InvalidArgument("G", cgt::to_string(Game::from_id(g), kMessagePrintLimit) + " is not of the form x + ^n + *m");
  return store().nus_of(g);
}
}  // namespace

Dyadic Game::number_part() const { return nus_or_throw(id_).number; }
long long Game::up_multiple() const { return nus_or_throw(id_).up; }
unsigned long long Game::nimber_part() const { return nus_or_throw(id_).nim; }

Dyadic Game::to_dyadic() const {
  if (!is_number()) throw InvalidArgument("G", cgt::to_string(*this, kMessagePrintLimit) + " is not a number");
  return store().nus_of(id_).number;
}

std::string Game::to_string() const { return cgt::to_string(*this); }

std::size_t game_store_size() { return store().size(); }
std::uint64_t game_store_bytes() { return store().bytes(); }

}  // namespace alea::cgt
