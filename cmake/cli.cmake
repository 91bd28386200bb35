# The command-line tool. It links the shared library like any user, and reaches the internals it
# needs (backends, communicator internals, the planner's tables) through the cj__ symbols the
# library exports under COLLJIT_INTERNAL_0 (cmake/exports.map), with every layer's headers on
# its include path. The launcher is compiled in (tests link it as cj_launcher, statically).
file(GLOB CJ_CLI_SOURCES CONFIGURE_DEPENDS ${PROJECT_SOURCE_DIR}/tools/*.c)
add_executable(colljit_cli ${CJ_CLI_SOURCES})
set_target_properties(colljit_cli PROPERTIES OUTPUT_NAME colljit)
find_package(ZLIB REQUIRED)
target_link_libraries(colljit_cli PRIVATE colljit Threads::Threads ${CMAKE_DL_LIBS} m ZLIB::ZLIB)
foreach(layer ${CJ_LAYERS})
  target_include_directories(colljit_cli PRIVATE ${PROJECT_SOURCE_DIR}/${layer})
endforeach()
target_include_directories(colljit_cli PRIVATE ${PROJECT_SOURCE_DIR}/tools)
set_target_properties(colljit_cli PROPERTIES
  BUILD_RPATH "$<TARGET_FILE_DIR:colljit>"
  INSTALL_RPATH "$ORIGIN/../${CMAKE_INSTALL_LIBDIR}")
install(TARGETS colljit_cli RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
