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
  const auto at = reading_position(doc);
  return *docs_.insert(at, std::move(doc));
}

namespace {
// The type a method ("cgt.game:mean") or operator ("cgt.game.__add") belongs to.
std::string owner_type(const Doc& d) {
  if (d.kind == Kind::Method) return d.name.substr(0, d.name.rfind(':'));
  if (d.kind == Kind::Operator) return d.name.substr(0, d.name.rfind(".__"));
  return d.kind == Kind::Type ? d.name : std::string();
}
}  // namespace

// After the last entry that must come before doc: for a function, its module's entry and
// functions; for a type, everything of its module; for a method, its type's entry and methods;
// for an operator, its type's entry and members. At the end when the module is new.
std::list<Doc>::const_iterator Registry::reading_position(const Doc& doc) const {
  auto before = [&](const Doc& d) {
    switch (doc.kind) {
      case Kind::Module: return false;
      case Kind::Function: return d.module == doc.module && (d.kind == Kind::Module || d.kind == Kind::Function);
      case Kind::Type: return d.module == doc.module;
      case Kind::Method:
        return (d.kind == Kind::Type || d.kind == Kind::Method) && owner_type(d) == owner_type(doc);
      case Kind::Operator: return d.kind != Kind::Module && d.kind != Kind::Function && owner_type(d) == owner_type(doc);
    }
    return false;
  };
  auto last = docs_.end();
  for (auto it = docs_.begin(); it != docs_.end(); ++it)
    if (before(*it)) last = it;
  return last == docs_.end() ? docs_.end() : std::next(last);
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
