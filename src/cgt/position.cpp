// Sums of positions: a position whose parts are positions of any rulesets, played by moving in
// one part.
#include "cgt/position.hpp"

#include <type_traits>

#include "core/errors.hpp"
#include "core/progress.hpp"

namespace alea::cgt {
namespace {

class SumPosition final : public Position {
 public:
  explicit SumPosition(std::vector<PositionPtr> parts) : parts_(std::move(parts)) {}

  std::string ruleset() const override { return "sum"; }

  std::vector<PositionPtr> options(Side side) const override {
    std::vector<PositionPtr> out;
    for (std::size_t i = 0; i < parts_.size(); ++i)
      for (auto& o : parts_[i]->options(side)) out.push_back(replaced(i, std::move(o)));
    return out;
  }

  Game value() const override {
    Game s;
    Progress bar("sum: parts", parts_.size());  // each part's value, then its canonical sum with the rest
    for (const auto& p : parts_) s += p->value(), bar.advance();
    return s;
  }

  std::vector<PositionPtr> components() const override {
    std::vector<PositionPtr> out;
    for (const auto& p : parts_)
      for (auto& c : p->components()) out.push_back(std::move(c));
    return out;
  }

  std::string to_string() const override {
    if (parts_.empty()) return "0 (no parts)";
    std::string s;
    for (const auto& p : parts_) s += (s.empty() ? "" : " + ") + p->to_string();
    return s;
  }

  std::string key() const override {
    std::string s;
    for (const auto& p : parts_) {
      s += p->ruleset();
      s += ':';
      s += p->key();
      s += '\n';
    }
    return s;
  }

  std::string move_text(const Position& option) const override {
    const auto* o = dynamic_cast<const SumPosition*>(&option);
    if (!o || o->parts_.size() != parts_.size()) return "";
    for (std::size_t i = 0; i < parts_.size(); ++i)
      if (!same_position(*parts_[i], *o->parts_[i])) return parts_[i]->move_text(*o->parts_[i]);
    return "";
  }

  const std::vector<PositionPtr>& parts() const { return parts_; }

 private:
  PositionPtr replaced(std::size_t i, PositionPtr part) const {
    auto parts = parts_;
    parts[i] = std::move(part);
    return std::make_shared<SumPosition>(std::move(parts));
  }

  std::vector<PositionPtr> parts_;
};

}  // namespace

std::string Position::move_text(const Position&) const { return ""; }

std::string Position::key() const {
  std::string k = to_string();
  for (const Field& f : variant()) {  // "\ndirections=compass": the notation has no newline
    k.append("\n").append(f.name).push_back('=');
    std::visit([&](const auto& v) {
      if constexpr (std::is_same_v<std::decay_t<decltype(v)>, std::string>) k.append(v);
      else k.append(std::to_string(v));
    }, f.value);
  }
  return k;
}

bool same_position(const Position& p, const Position& q) {
  return &p == &q || (p.ruleset() == q.ruleset() && p.key() == q.key());
}

std::vector<PositionPtr> summands(const PositionPtr& p) {
  if (const auto* s = dynamic_cast<const SumPosition*>(p.get())) return s->parts();
  return {p};
}

PositionPtr sum(const std::vector<PositionPtr>& parts) {
  std::vector<PositionPtr> flat;
  for (const auto& p : parts) {
    if (!p) throw InvalidArgument("P", "a sum needs positions, got none");
    for (auto& q : summands(p)) flat.push_back(std::move(q));
  }
  return std::make_shared<SumPosition>(std::move(flat));
}

}  // namespace alea::cgt
