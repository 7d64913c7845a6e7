#include "kit/registry.hpp"

#include <stdexcept>

namespace alea::kit {

Registry& Registry::instance() {
  static Registry registry;
  return registry;
}

const Doc& Registry::add(Doc doc) {
  for (auto& d : docs_)
    if (d.name == doc.name && d.kind == doc.kind) return d;
  if (doc.kind == Kind::Function || doc.kind == Kind::Method) {
    try {
      doc.sig = parse_signature(doc.signature);
    } catch (const std::invalid_argument& e) {
      throw std::invalid_argument(doc.name + ": malformed signature: " + e.what());
    }
  }
  docs_.push_back(std::move(doc));
  return docs_.back();
}

const Doc* Registry::find(const std::string& name) const {
  const Doc* best = nullptr;
  for (auto& d : docs_)  // a module outranks the type and constructor of the same name
    if (d.name == name && (!best || d.kind < best->kind)) best = &d;
  return best;
}

const Doc* Registry::find(const std::string& name, Kind kind) const {
  for (auto& d : docs_)
    if (d.name == name && d.kind == kind) return &d;
  return nullptr;
}

std::vector<const Doc*> Registry::of_module(const std::string& module) const {
  std::vector<const Doc*> out;
  for (auto& d : docs_)
    if (d.module == module) out.push_back(&d);
  return out;
}

const char* kind_name(Kind kind) {
  switch (kind) {
    case Kind::Module: return "module";
    case Kind::Type: return "type";
    case Kind::Function: return "function";
    case Kind::Method: return "method";
    case Kind::Operator: return "operator";
  }
  return "?";
}

}  // namespace alea::kit
