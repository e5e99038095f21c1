#!/usr/bin/env bash
# Compiles and runs the JUnit 4 tests with JUnitCore's text runner, as Makefile-built Java projects do.
set -euo pipefail
JUNIT="${JUNIT_JAR:-$HOME/.m2/repository/junit/junit/4.13.2/junit-4.13.2.jar}"
HAMCREST="${HAMCREST_JAR:-$HOME/.m2/repository/org/hamcrest/hamcrest-core/1.3/hamcrest-core-1.3.jar}"
rm -rf build && mkdir -p build
javac -d build -cp "$JUNIT" src/main/java/shop/*.java src/test/java/shop/*.java
java -cp "build:$JUNIT:$HAMCREST" org.junit.runner.JUnitCore shop.CartTest
