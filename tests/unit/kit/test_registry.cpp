// The help registry is the single source of help(), apropos(), completion and docs/api.md:
// these tests fail when a binding registers something without its documentation.
#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "host/help.hpp"
#include "host/session.hpp"
#include "kit/registry.hpp"

namespace {
using alea::kit::Kind;
using alea::kit::Registry;

// A session opens every module, so the registry holds every binding.
struct RegistrySession {
  lua_State* L = alea::host::new_session();
  ~RegistrySession() {
    if (L) lua_close(L);
  }
};

bool documented_kind(Kind k) {
  return k == Kind::Module || k == Kind::Type || k == Kind::Function || k == Kind::Method;
}
}  // namespace

TEST_CASE("registry: every module, type, function and method has signature, description and example", "[kit][registry]") {
  RegistrySession s;
  REQUIRE(s.L != nullptr);
  std::size_t checked = 0;
  for (auto& d : Registry::instance().all()) {
    if (!documented_kind(d.kind)) continue;
    INFO(alea::kit::kind_name(d.kind) << " '" << d.name << "' (module '" << d.module << "')");
    CHECK(!d.signature.empty());
    CHECK(!d.description.empty());
    CHECK(!d.example.empty());
    ++checked;
  }
  CHECK(checked > 20);  // rat, prob, alea and help at least
}

TEST_CASE("registry: every registered name is unique within its kind", "[kit][registry]") {
  RegistrySession s;
  auto& all = Registry::instance().all();
  for (auto a = all.begin(); a != all.end(); ++a)
    for (auto b = std::next(a); b != all.end(); ++b) {
      INFO(a->name);
      CHECK(!(a->name == b->name && a->kind == b->kind));
    }
}

TEST_CASE("registry: a second session shares the registry entries instead of adding copies", "[kit][registry]") {
  RegistrySession first;
  std::size_t n = Registry::instance().all().size();
  RegistrySession second;
  CHECK(Registry::instance().all().size() == n);
}

TEST_CASE("registry: the registry finds modules before types and constructors of the same name", "[kit][registry]") {
  RegistrySession s;
  auto& reg = Registry::instance();
  REQUIRE(reg.find("rat") != nullptr);
  CHECK(reg.find("rat")->kind == Kind::Module);
  REQUIRE(reg.find("rat", Kind::Type) != nullptr);
  CHECK(reg.find("rat:num") != nullptr);
  CHECK(reg.find("rat:num")->kind == Kind::Method);
  CHECK(reg.find("no.such.thing") == nullptr);
  for (auto* d : reg.of_module("prob")) CHECK(d->module == "prob");
}

TEST_CASE("registry: help_text of a module lists its functions and types", "[kit][registry][help]") {
  RegistrySession s;
  std::string rat = alea::host::help_text("rat");
  CHECK(rat.find("rat.floor") != std::string::npos);
  CHECK(rat.find("r:num()") != std::string::npos);
  std::string floor = alea::host::help_text("rat.floor");
  CHECK(floor.find("example:") != std::string::npos);
  CHECK(floor.find("[function]") != std::string::npos);
  CHECK(alea::host::help_text("prob").find("prob.dice") != std::string::npos);
  CHECK(alea::host::help_text("alea").find("alea.to_json") != std::string::npos);
  CHECK(alea::host::help_text("no_such_name").empty());
}

TEST_CASE("registry: api_markdown has a section for every module and every documented entry", "[kit][registry][help]") {
  RegistrySession s;
  std::string md = alea::host::api_markdown();
  CHECK(md.rfind("# alea API reference", 0) == 0);
  for (auto& d : Registry::instance().all()) {
    if (d.kind == Kind::Module) {
      INFO("module " << d.name);
      CHECK(md.find("\n## " + d.name + "\n") != std::string::npos);
    }
    if (documented_kind(d.kind) && d.kind != Kind::Module) {
      INFO(d.name);
      CHECK(md.find(d.signature) != std::string::npos);
    }
  }
}

TEST_CASE("registry: entries are kept in reading order whatever order they are added in", "[kit][registry]") {
  Registry r;  // a registry of its own: the shared one holds the session's modules
  auto add = [&](Kind kind, const char* module, const char* name) {
    const std::string sig = kind == Kind::Method ? std::string(name) + "()" : kind == Kind::Function ? std::string(name) + "()" : name;
    r.add({kind, module, name, sig, "d", "e", nullptr, false, {}});
  };
  add(Kind::Module, "m", "m");
  add(Kind::Type, "m", "m.t");
  add(Kind::Operator, "m", "m.t.__len");
  add(Kind::Method, "m", "m.t:b");
  add(Kind::Function, "m", "m.f");
  add(Kind::Type, "m", "m.u");
  add(Kind::Method, "m", "m.u:c");
  add(Kind::Method, "m", "m.t:a");  // a second area adding to the first type
  add(Kind::Function, "m", "m.g");
  add(Kind::Module, "n", "n");
  add(Kind::Function, "m", "m.h");  // a late row of m stays with m
  add(Kind::Function, "", "help");  // globals: their own group, where they first came
  add(Kind::Function, "n", "n.f");
  std::vector<std::string> order;
  for (auto& d : r.all()) order.push_back(d.name);
  CHECK(order == std::vector<std::string>{"m", "m.f", "m.g", "m.h", "m.t", "m.t:b", "m.t:a", "m.t.__len", "m.u",
                                          "m.u:c", "n", "n.f", "help"});
}

TEST_CASE("registry: the session's entries are in reading order", "[kit][registry]") {
  RegistrySession s;
  // Each module's functions come before its types, and each type's methods before its operators.
  std::string module, type;
  Kind last = Kind::Module;
  for (auto& d : Registry::instance().all()) {
    INFO(d.name);
    if (d.module != module) {
      module = d.module;
      last = d.kind;
      continue;
    }
    if (d.kind == Kind::Function) CHECK(last <= Kind::Function);
    if (d.kind == Kind::Type) type = d.name;
    if (d.kind == Kind::Method || d.kind == Kind::Operator) CHECK(d.name.compare(0, type.size(), type) == 0);
    if (d.kind == Kind::Method) CHECK(last != Kind::Operator);
    last = d.kind;
  }
}
