#pragma once
// The binding kit: the one header a module's binding includes (through its lua_<module>.hpp).
#include "kit/args.hpp"
#include "kit/bind.hpp"
#include "kit/function.hpp"
#include "kit/module.hpp"
#include "kit/numbers.hpp"
#include "kit/options.hpp"
#include "kit/picture.hpp"
#include "kit/push.hpp"
#include "kit/record.hpp"
#include "kit/registry.hpp"
#include "kit/saved.hpp"
