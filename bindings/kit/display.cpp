#include "kit/display.hpp"

namespace alea::kit {
namespace {
PictureDisplay& installed() {
  static PictureDisplay display;
  return display;
}
}  // namespace

void set_picture_display(PictureDisplay display) { installed() = std::move(display); }

bool has_picture_display() { return static_cast<bool>(installed()); }

void display_picture(const std::string& svg) {
  if (auto& display = installed()) display(svg);
}

}  // namespace alea::kit
