# alea beside GNU Backgammon (issue 28, docs/doubling.md): gnubg writes what it reads and reports
# (report.py, run inside gnubg), then compare.lua sets alea's numbers beside it. Where gnubg is
# not installed the test says so and ctest marks it skipped; make test installs it (Makefile's
# PACKAGES: gnubg, gnubg-data).
#   cmake -DALEA=alea -DSOURCE=repo -DWORK=dir -P compare.cmake
find_program(GNUBG gnubg PATHS /usr/games NO_CACHE)
if(NOT GNUBG OR NOT EXISTS /usr/share/gnubg/met/Kazaross-XG2.xml)
  message("gnubg is not installed: skipped (Debian packages gnubg and gnubg-data)")
  return()
endif()
file(REMOVE_RECURSE ${WORK})
file(MAKE_DIRECTORY ${WORK})
execute_process(
  COMMAND ${CMAKE_COMMAND} -E env GNUBG_REPORT=${WORK}/report.json GNUBG_WORK=${WORK} HOME=${WORK}
          ${GNUBG} -t -q -r -p ${SOURCE}/tests/gnubg/report.py
  RESULT_VARIABLE status OUTPUT_FILE ${WORK}/gnubg.log ERROR_VARIABLE gnubg_err TIMEOUT 600)
if(NOT status EQUAL 0 OR NOT EXISTS ${WORK}/report.json)
  message(FATAL_ERROR "gnubg did not write its report (status ${status}): ${gnubg_err}")
endif()
execute_process(
  COMMAND ${CMAKE_COMMAND} -E env LUA_PATH=${SOURCE}/tests/lua/?.lua\;\;
          ${ALEA} ${SOURCE}/tests/gnubg/compare.lua ${WORK}/report.json
  RESULT_VARIABLE status OUTPUT_VARIABLE out ERROR_VARIABLE err)
message("${out}${err}")
if(NOT status EQUAL 0 OR NOT out MATCHES "\n[0-9]+ passed, 0 failed")
  message(FATAL_ERROR "alea and gnubg differ beyond the documented causes")
endif()
