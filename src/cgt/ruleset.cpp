#include "cgt/ruleset.hpp"

namespace alea::cgt {

Ruleset::Ruleset(Callbacks callbacks)
    : solver_(Rules{std::make_shared<Callbacks>(std::move(callbacks))}) {
  if (!solver_.rules().cb->options) throw InvalidArgument("left", "a ruleset needs its options functions");
  if (!solver_.rules().cb->key) throw InvalidArgument("key", "a ruleset needs a key function");
}

Game Ruleset::value(Handle pos) { return solver_.value(pos); }
Thermograph Ruleset::thermograph(Handle pos) { return solver_.thermograph(pos); }
std::size_t Ruleset::positions_known() const { return solver_.positions_known(); }
void Ruleset::clear() { solver_.clear(); }

}  // namespace alea::cgt
