#pragma once
// The take-and-break heap ruleset of a code (code.hpp), computed by the nim engine and proved
// periodic by the octal periodicity theorem or the single-heap state argument (periodicity.hpp).
#include "cgt/impartial.hpp"
#include "cgt/impartial/code.hpp"
#include "cgt/impartial/nim_engine.hpp"

namespace alea::cgt::impartial {

class TakeAndBreak : public HeapRuleset {
 public:
  TakeAndBreak(Code code, SplitMethod method, HeapSpec spec);
  HeapSpec spec() const override { return spec_; }
  void for_each_option(std::uint64_t n, const OptionVisitor& visit) const override;
  void compute(std::uint64_t n) override { engine_.extend_to(n); }
  std::uint64_t known() const override { return engine_.size(); }
  std::uint64_t value(std::uint64_t n) const override { return engine_.value(n); }
  std::optional<Periodicity> prove(std::uint64_t limit, std::string& why) const override;
  bool provable() const override;

  const Code& code() const { return code_; }
  const NimEngine& engine() const { return engine_; }
  NimEngine& engine() { return engine_; }

 private:
  Code code_;
  NimEngine engine_;
  HeapSpec spec_;
};

}  // namespace alea::cgt::impartial
