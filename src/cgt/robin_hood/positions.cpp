#include "cgt/robin_hood/positions.hpp"

#include "cgt/robin_hood/thermo_table.hpp"

namespace alea::cgt {
namespace {

class HeapPosition final : public Position {
 public:
  explicit HeapPosition(const Heap& h) : h_(h) {}

  std::string ruleset() const override { return h_.rules == HeapRules::robin_hood ? "robin_hood" : "little_john"; }
  std::vector<PositionPtr> options(Side side) const override {
    std::vector<PositionPtr> out;
    for (const Heap& o : heap_options(h_, side)) out.push_back(heap_position(o));
    return out;
  }
  Game value() const override { return heap_value(h_); }
  Thermograph thermograph() const override { return heap_thermograph(h_); }
  Dyadic left_stop() const override { return heap_thermograph(h_).left_stop(); }
  Dyadic right_stop() const override { return heap_thermograph(h_).right_stop(); }
  std::string to_string() const override { return h_.to_string(); }
  std::string move_text(const Position& option) const override {
    const Heap* o = heap_of(option);
    return o ? "take " + std::to_string(tokens_taken(h_, *o)) : "";
  }
  std::vector<Field> fields() const override {
    return {{"rules", ruleset()}, {"n", h_.n}, {"a", h_.a}, {"b", h_.b}};
  }
  const Heap& heap() const { return h_; }

 private:
  Heap h_;
};

}  // namespace

PositionPtr heap_position(const Heap& h) {
  (void)(h.rules == HeapRules::robin_hood ? robin_hood(h.n, h.a, h.b) : little_john(h.n, h.a, h.b));  // checks
  return std::make_shared<HeapPosition>(h);
}

const Heap* heap_of(const Position& p) {
  const auto* h = dynamic_cast<const HeapPosition*>(&p);
  return h ? &h->heap() : nullptr;
}

}  // namespace alea::cgt
