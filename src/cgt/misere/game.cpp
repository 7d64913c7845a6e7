// The surface of cgt/misere.hpp: MisereGame over the store, and misère forms of heap games.
#include <algorithm>
#include <map>

#include "cgt/misere.hpp"
#include "cgt/misere/notation.hpp"
#include "cgt/misere/properties.hpp"
#include "core/errors.hpp"
#include "core/interrupt.hpp"
#include "core/memory_guard.hpp"
#include "core/progress.hpp"

namespace alea::cgt::misere {

namespace {
Store& store() { return Store::instance(); }
}  // namespace

MisereGame MisereGame::heap(std::uint64_t n) { return MisereGame(store().nim_heap(n)); }

MisereGame MisereGame::from_options(const std::vector<MisereGame>& options) {
  std::vector<Id> ids;
  for (const auto& o : options) ids.push_back(o.id_);
  return MisereGame(store().make(std::move(ids)));
}

MisereGame MisereGame::parse(const std::string& text) { return MisereGame(misere::parse(text, "text")); }

MisereGame MisereGame::from_normal_form(const Game& g) {
  if (!g.is_nimber())
    throw InvalidArgument("G", "is " + g.to_string() +
                                   ", not a nimber: an impartial game's value is a nimber *n (whose misère form is *[n])");
  return heap(g.nimber_part());
}

MisereGame MisereGame::operator+(const MisereGame& h) const { return MisereGame(store().sum(id_, h.id_)); }

std::vector<MisereGame> MisereGame::options() const {
  std::vector<MisereGame> out;
  for (Id o : display_order(id_)) out.push_back(MisereGame(o));
  return out;
}

std::string MisereGame::to_string() const { return misere::to_string(id_); }
bool MisereGame::is_p_position() const { return store().is_p_position(id_); }
std::uint64_t MisereGame::nim_value() const { return store().nim_value(id_); }
std::uint64_t MisereGame::misere_nim_value() const { return store().misere_value(id_); }
std::uint64_t MisereGame::birthday() const { return store().birthday(id_); }
const Genus& MisereGame::genus() const { return misere::genus(id_); }
std::string MisereGame::genus_text() const { return misere::genus_text(id_); }
MisereGame MisereGame::mate() const { return MisereGame(misere::mate(id_)); }

bool MisereGame::is_nim_heap() const { return store().nim_heap_size(id_) >= 0; }
bool MisereGame::is_even() const { return birthday() < (*this + heap(1)).birthday(); }
bool MisereGame::is_tame() const { return hereditarily_tame(id_); }
bool MisereGame::is_generally_tame() const { return generally_tame(id_); }
bool MisereGame::is_restive() const {
  if (!restive_genus(genus())) return false;
  for (Id x : store().options(id_))
    if (!hereditarily_tame(x)) return false;
  return true;
}
bool MisereGame::is_generally_restive() const { return generally_restive(id_); }
bool MisereGame::is_restless() const {
  if (generally_tame(id_) || generally_restive(id_)) return false;
  for (Id x : store().options(id_))
    if (!generally_tame(x)) return false;
  return true;
}
bool MisereGame::is_half_tame() const {
  if (generally_tame(id_)) return false;
  const Id twice = store().sum(id_, id_);
  const Genus& g = misere::genus(twice);
  return generally_tame(twice) && g.g == 0 && g.gamma[0] == 0;
}
bool MisereGame::is_extraverted() const { return extraverted(id_); }
bool MisereGame::is_introverted() const { return introverted(id_); }
bool MisereGame::is_prime() const { return prime(id_); }
std::vector<MisereGame> MisereGame::even_parts() const {
  std::vector<MisereGame> out;
  for (Id a : misere::even_parts(even_part(id_))) out.push_back(MisereGame(a));
  return out;
}

MisereGame heap_form(impartial::HeapRuleset& h, std::uint64_t n) {
  std::vector<std::uint32_t>& forms = h.misere_forms;
  if (n < forms.size()) return MisereGame::from_id(forms[n]);
  // Every heap up to n gets a form: its slot here and at least a record of the store each.
  require_memory(bytes_for(n + 1, 64), "the misère forms of heaps 0.." + std::to_string(n));
  Progress bar("misère forms: heaps", n + 1 - forms.size());
  Store& st = store();
  while (forms.size() <= n) {
    const std::uint64_t m = forms.size();
    std::vector<Id> opts;
    h.for_each_option(m, [&](std::span<const std::uint64_t> parts) {
      Id s = 0;
      for (auto p : parts) s = st.sum(s, forms[p]);
      opts.push_back(s);
      check_interrupt();
      return true;
    });
    forms.push_back(st.make(std::move(opts)));
    bar.advance();
  }
  return MisereGame::from_id(forms[n]);
}

MisereGame heap_form(impartial::HeapRuleset& h, const std::vector<std::uint64_t>& heaps) {
  MisereGame sum;
  for (auto n : heaps) sum = sum + heap_form(h, n);
  return sum;
}

std::vector<std::uint64_t> misere_nim_sequence(impartial::HeapRuleset& h, std::uint64_t n) {
  std::vector<std::uint64_t> out;
  heap_form(h, n);
  for (std::uint64_t m = 0; m <= n; ++m) out.push_back(heap_form(h, m).misere_nim_value());
  return out;
}

std::vector<std::string> genus_sequence(impartial::HeapRuleset& h, std::uint64_t n) {
  std::vector<std::string> out;
  heap_form(h, n);
  for (std::uint64_t m = 0; m <= n; ++m) out.push_back(heap_form(h, m).genus_text());
  return out;
}

MisereGame wythoff_form(std::uint64_t a, std::uint64_t b) {
  static std::map<std::pair<std::uint64_t, std::uint64_t>, Id> forms;
  if (a > b) std::swap(a, b);
  if (auto it = forms.find({a, b}); it != forms.end()) return MisereGame::from_id(it->second);
  // Each position's form: a map entry (about 96 bytes) and a store record of at most 3b + 1
  // options of 4 bytes: 12 (b + 9) bytes in all.
  require_memory(bytes_for(bytes_for(a + 1, b + 1), bytes_for(b + 9, 12)), "the misère forms of Wythoff positions");
  // Row by row, so each position's options are known before it (no deep recursion).
  for (std::uint64_t x = 0; x <= a; ++x)
    for (std::uint64_t y = x; y <= b; ++y) {
      if (forms.count({x, y})) continue;
      std::vector<Id> opts;
      for (auto [p, q] : impartial::Wythoff::options(x, y)) opts.push_back(forms.at({std::min(p, q), std::max(p, q)}));
      forms.emplace(std::make_pair(x, y), store().make(std::move(opts)));
      check_interrupt();
    }
  return MisereGame::from_id(forms.at({a, b}));
}

}  // namespace alea::cgt::misere
