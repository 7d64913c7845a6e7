#include "host/help.hpp"

#include <algorithm>
#include <cctype>
#include <fstream>

#include "kit/kit.hpp"

namespace alea::host {
namespace {
using kit::Doc;
using kit::Kind;
using kit::Registry;

std::string first_sentence(const std::string& text) {
  auto end = text.find(". ");
  return end == std::string::npos ? text : text.substr(0, end + 1);
}

std::string lower(std::string s) {
  for (auto& c : s) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return s;
}

bool is_member_of_type(const Doc& d, const std::string& type) {
  return (d.kind == Kind::Method || d.kind == Kind::Operator) && d.name.size() > type.size() &&
         d.name.compare(0, type.size(), type) == 0 &&
         (d.name[type.size()] == ':' || d.name[type.size()] == '.');
}

std::string entry(const Doc& d) {
  return "  " + d.signature + "\n      " + first_sentence(d.description) + "\n";
}

std::string type_section(const Doc& type) {
  std::string s;
  for (auto& d : Registry::instance().all())
    if (is_member_of_type(d, type.name)) s += entry(d);
  return s;
}

std::string page(const Doc& doc) {
  std::string s = doc.signature + "  [" + kit::kind_name(doc.kind) + "]\n  " + doc.description + "\n";
  if (!doc.example.empty()) s += "  example: " + doc.example + "\n";
  if (doc.kind == Kind::Type) s += "\nmethods and operators:\n" + type_section(doc);
  if (doc.kind != Kind::Module) return s;
  s += "\nfunctions:\n";
  for (auto& d : Registry::instance().all())
    if (d.module == doc.name && d.kind == Kind::Function) s += entry(d);
  for (auto& d : Registry::instance().all())
    if (d.module == doc.name && d.kind == Kind::Type)
      s += "\ntype " + d.name + ": " + first_sentence(d.description) + "\n" + type_section(d);
  return s;
}

std::string overview() {
  std::string s = "alea modules (help(name) for one, apropos(\"word\") to search):\n";
  for (auto& d : Registry::instance().all())
    if (d.kind == Kind::Module) s += "  " + d.name + std::string(10 - std::min<size_t>(9, d.name.size()), ' ') + first_sentence(d.description) + "\n";
  return s;
}

// The registry name of a Lua value: a bound function, module, object or a name string.
const Doc* lookup(lua_State* L, int idx) {
  if (lua_type(L, idx) == LUA_TSTRING) {
    std::string name = lua_tostring(L, idx);
    auto& reg = Registry::instance();
    if (auto* d = reg.find(name)) return d;
    auto dot = name.find('.');
    if (dot != std::string::npos) {  // "rat.num" for the method rat:num
      std::string method = name.substr(0, dot) + ":" + name.substr(dot + 1);
      if (auto* d = reg.find(method)) return d;
    }
    return nullptr;
  }
  return kit::doc_of_value(L, idx);
}

int help(lua_State* L) {
  std::string text;
  if (lua_isnoneornil(L, 1)) {
    text = overview();
  } else if (const Doc* doc = lookup(L, 1)) {
    text = page(*doc);
  } else if (lua_type(L, 1) == LUA_TFUNCTION) {
    text = "a Lua function (not an alea function): see the Lua 5.4 reference manual\n";
  } else {
    std::string what = kit::type_name(L, 1);
    if (lua_type(L, 1) == LUA_TSTRING) {  // built in steps: GCC 12 misreads "'" + s (-Wrestrict)
      what = "'";
      what += lua_tostring(L, 1);
      what += "'";
    }
    throw kit::ArgError(1, "no help for " + what + " (try apropos(\"word\"))");
  }
  std::fwrite(text.data(), 1, text.size(), stdout);
  std::fflush(stdout);
  return 0;
}

int apropos(lua_State* L) {
  std::string word = lower(kit::check_string(L, 1));
  std::string text;
  for (auto& d : Registry::instance().all()) {
    if (d.kind == Kind::Operator) continue;
    if (lower(d.name + " " + d.signature + " " + d.description).find(word) != std::string::npos)
      text += "  " + d.signature + "\n      " + first_sentence(d.description) + "\n";
  }
  if (text.empty()) text = "nothing matches '" + word + "'\n";
  std::fwrite(text.data(), 1, text.size(), stdout);
  std::fflush(stdout);
  return 0;
}

void register_global(lua_State* L, const Doc& doc) {
  const Doc& d = Registry::instance().add(doc);
  kit::push_function(L, d);
  kit::remember_doc(L, -1, d);
  lua_setglobal(L, d.name.c_str());
}

}  // namespace

void open_help(lua_State* L) {
  register_global(L, {Kind::Function, "", "help", "help([x])",
                      "Lists the modules; help(x) explains a function, module, type, object, or "
                      "a name such as \"rat.floor\" or \"prob:labels\".",
                      "help(rat)", help});
  register_global(L, {Kind::Function, "", "apropos", "apropos(word)",
                      "Lists every function whose name or description mentions word.",
                      "apropos(\"dice\")", apropos});
}

std::string help_text(const std::string& name) {
  const Doc* d = Registry::instance().find(name);
  return d ? page(*d) : "";
}

namespace {

// One entry of docs/api.md: a heading with the signature, the description, the example.
std::string md_entry(const Doc& d, const std::string& level) {
  return "\n" + level + " `" + d.signature + "`\n\n" + d.description + "\n\n```lua\n" + d.example +
         "\n```\n";
}

std::string md_cell(const std::string& text) {
  std::string out;
  for (char c : text) out += c == '|' ? std::string("\\|") : std::string(1, c);
  return out;
}

// A type: its methods as entries, its operators as one table.
std::string md_type(const Doc& type) {
  std::string s = "\n### type `" + type.name + "`\n\n" + type.description + "\n\n```lua\n" +
                  type.example + "\n```\n";
  std::string ops;
  for (auto& d : Registry::instance().all()) {
    if (!is_member_of_type(d, type.name)) continue;
    if (d.kind == Kind::Method)
      s += md_entry(d, "####");
    else
      ops += "| `" + md_cell(d.signature) + "` | " + md_cell(d.description) + " |\n";
  }
  if (!ops.empty()) s += "\n#### Operators of `" + type.name + "`\n\n| operator | meaning |\n|---|---|\n" + ops;
  return s;
}

std::string md_module(const Doc& mod) {
  auto& all = Registry::instance().all();
  std::string s = "\n## " + mod.name + "\n\n" + mod.description + "\n\n```lua\n" + mod.example + "\n```\n";
  for (auto& d : all)
    if (d.module == mod.name && d.kind == Kind::Function) s += md_entry(d, "###");
  for (auto& d : all)
    if (d.module == mod.name && d.kind == Kind::Type) s += md_type(d);
  return s;
}

}  // namespace

std::string api_markdown() {
  auto& all = Registry::instance().all();
  std::string s = "# alea API reference\n\nGenerated by `alea --dump-api` from the help registry; "
                  "do not edit by hand. In the REPL, `help(x)` shows the same text.\n\nModules:";
  for (auto& m : all)
    if (m.kind == Kind::Module) s += " [" + m.name + "](#" + m.name + ")";
  s += "\n\n## Globals\n";
  for (auto& d : all)
    if (d.kind == Kind::Function && d.module.empty()) s += md_entry(d, "###");
  for (auto& m : all)
    if (m.kind == Kind::Module) s += md_module(m);
  return s;
}

bool dump_api(const std::string& path) {
  std::ofstream out(path);
  out << api_markdown();
  out.close();
  if (!out) std::fprintf(stderr, "alea: cannot write %s\n", path.c_str());
  return static_cast<bool>(out);
}

}  // namespace alea::host
