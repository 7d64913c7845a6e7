# The README's two commands: `make run` and `make test`.
# Both install any missing Debian package first, so they work on a fresh machine.

PACKAGES := g++ make cmake pkg-config liblua5.4-dev libboost-dev catch2 libedit-dev libbenchmark-dev libglpk-dev \
            libopenmpi-dev openmpi-bin libgmp-dev \
            clang libclang-rt-14-dev gnuplot-nox graphviz ninja-build ccache
# The Jupyter kernel and its tests (docs/jupyter.md): xeus with its ZeroMQ server, Jupyter
# Notebook, the client and conformance suite, nbconvert, and Chromium for the notebook's
# screenshot. make test and make notebook install them; make run needs none of them, so a fresh
# clone's first prompt waits for none of them.
NOTEBOOK_PACKAGES := xeus-dev cppzmq-dev nlohmann-json3-dev jupyter-notebook python3-jupyter-client \
            python3-jupyter-kernel-test python3-nbconvert python3-pil chromium
JOBS     ?= $(shell nproc 2>/dev/null || echo 2)
BUILD    ?= build
ASAN     ?= build-asan
BENCH    ?= build-bench
FUZZ     ?= build-fuzz
FUZZ_TARGETS := rational notation csv json
# Ninja for a new build folder (docs/architecture.md, "Build"); a folder configured earlier keeps
# the generator it was made with, since CMake refuses to switch.
generator = $(if $(wildcard $(1)/CMakeCache.txt),,-G Ninja)

.PHONY: run test build asan deps notebook-deps notebook notebook-docs bench api clean fuzz-build fuzz-short fuzz-lib fuzz

# The REPL needs only the alea target: the test suites are built by make test.
run: deps
	cmake -S . -B $(BUILD) $(call generator,$(BUILD)) -DCMAKE_BUILD_TYPE=Release
	cmake --build $(BUILD) -j$(JOBS) --target alea
	./$(BUILD)/alea

test: build
	cd $(BUILD) && ctest --output-on-failure -j$(JOBS)
	$(MAKE) asan
	cd $(ASAN) && ASAN_OPTIONS=detect_leaks=0 UBSAN_OPTIONS=print_stacktrace=1 \
	  ctest --output-on-failure -j$(JOBS)
	$(MAKE) fuzz-short

build: notebook-deps
	cmake -S . -B $(BUILD) $(call generator,$(BUILD)) -DCMAKE_BUILD_TYPE=Release
	cmake --build $(BUILD) -j$(JOBS)

# Jupyter Notebook on alea's kernel, opening the Robin Hood notebook (its first cell draws a
# thermograph). The kernelspec and Jupyter's data (the signatures that trust the project's own
# notebooks, so their saved pictures show) go into the build folder, nothing into ~;
# `alea --install-kernel` installs the kernelspec for every later `jupyter notebook`.
notebook: notebook-deps
	cmake -S . -B $(BUILD) $(call generator,$(BUILD)) -DCMAKE_BUILD_TYPE=Release
	cmake --build $(BUILD) -j$(JOBS) --target alea alea-kernel
	./$(BUILD)/alea --install-kernel --prefix $(BUILD)/jupyter
	export JUPYTER_PATH=$(CURDIR)/$(BUILD)/jupyter/share/jupyter JUPYTER_DATA_DIR=$(CURDIR)/$(BUILD)/jupyter/data; \
	  /usr/bin/python3 -m nbformat.sign docs/notebooks/*.ipynb > /dev/null && \
	  jupyter-notebook $$([ "$$(id -u)" = 0 ] && echo --allow-root) docs/notebooks/robin_hood.ipynb

# The notebooks of docs/notebooks executed in place, their HTML beside them, and the screenshot
# of one as headless Chromium shows it (docs/notebooks/robin_hood.png).
notebook-docs: build
	./$(BUILD)/alea --install-kernel --prefix $(BUILD)/jupyter
	JUPYTER_PATH=$(CURDIR)/$(BUILD)/jupyter/share/jupyter /usr/bin/python3 docs/notebooks/render.py --inplace \
	  --screenshot robin_hood docs/notebooks/*.ipynb

# -g1: line tables only, all a sanitizer's stack trace needs (a quarter less compile time than -g).
asan: notebook-deps
	cmake -S . -B $(ASAN) $(call generator,$(ASAN)) -DCMAKE_BUILD_TYPE=Debug -DALEA_SANITIZE=ON \
	  -DCMAKE_CXX_FLAGS_DEBUG="-O1 -g1"
	cmake --build $(ASAN) -j$(JOBS)

# Benchmarks build in their own folder, so the option never sticks in the shared build.
bench: deps
	cmake -S . -B $(BENCH) $(call generator,$(BENCH)) -DCMAKE_BUILD_TYPE=Release -DALEA_BENCH=ON -DBUILD_TESTING=OFF
	cmake --build $(BENCH) -j$(JOBS)

# libFuzzer (clang): make fuzz-short runs each harness about 15 s (part of make test); make fuzz-lib
# runs each for FUZZ_SECONDS (default 600). New inputs go to build-fuzz/corpus, seeded from
# tests/fuzz/corpus; a crash leaves its input in build-fuzz and fails the target.
fuzz-build: deps
	cmake -S . -B $(FUZZ) $(call generator,$(FUZZ)) -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCMAKE_CXX_COMPILER=clang++ \
	  -DALEA_FUZZ=ON -DBUILD_TESTING=OFF
	cmake --build $(FUZZ) -j$(JOBS) --target $(addprefix fuzz_,$(FUZZ_TARGETS))

fuzz-short: FUZZ_SECONDS = 15
fuzz-lib fuzz-short: fuzz-build
	@set -e; for t in $(FUZZ_TARGETS); do \
	  mkdir -p $(FUZZ)/corpus/$$t; \
	  echo "fuzz_$$t for $(or $(FUZZ_SECONDS),600) s"; \
	  (cd $(FUZZ) && ASAN_OPTIONS=detect_leaks=0 ./tests/fuzz/fuzz_$$t -max_total_time=$(or $(FUZZ_SECONDS),600) \
	    -rss_limit_mb=2048 corpus/$$t $(CURDIR)/tests/fuzz/corpus/$$t > fuzz_$$t.log 2>&1) \
	    || { tail -40 $(FUZZ)/fuzz_$$t.log; exit 1; }; \
	  tail -1 $(FUZZ)/fuzz_$$t.log; \
	done

# The long run adds the registry fuzzer (every bound function, random arguments, Ctrl-C after a
# second) for FUZZ_SECONDS under each of the seeds 2..5, in the REPL and through the Jupyter kernel
# (make test runs seed 1 for 40 s and 10 s).
fuzz: fuzz-lib build
	@set -e; for s in 2 3 4 5; do \
	  echo "registry fuzzer, seed $$s, for $(or $(FUZZ_SECONDS),600) s"; \
	  (cd $(BUILD) && ALEA_FUZZ_SEED=$$s ALEA_FUZZ_SECONDS=$(or $(FUZZ_SECONDS),600) ./tests/host_tests "[fuzz]"); \
	  echo "registry fuzzer through the Jupyter kernel, seed $$s, for $(or $(FUZZ_SECONDS),600) s"; \
	  ./$(BUILD)/alea --install-kernel --prefix $(BUILD)/jupyter > /dev/null; \
	  JUPYTER_PATH=$(CURDIR)/$(BUILD)/jupyter/share/jupyter /usr/bin/python3 tests/jupyter/fuzz_kernel.py \
	    tests/fuzz/registry_fuzz.lua $$s $(or $(FUZZ_SECONDS),600); \
	done

api: build
	cmake --build $(BUILD) --target api_doc

# apt-get when root; otherwise the exact command to run, and stop.
deps notebook-deps:
	@missing=""; for p in $(PACKAGES) $(if $(filter notebook-deps,$@),$(NOTEBOOK_PACKAGES)); do \
	  dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q "install ok installed" || missing="$$missing $$p"; \
	done; \
	if [ -n "$$missing" ]; then \
	  if [ "$$(id -u)" = 0 ]; then \
	    echo "Installing:$$missing"; \
	    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $$missing; \
	  else \
	    echo "alea needs these Debian packages. Run:"; \
	    echo "  sudo apt-get install$$missing"; \
	    exit 1; \
	  fi; \
	fi

clean:
	rm -rf $(BUILD) $(ASAN) $(BENCH) $(FUZZ)
