"""Browser tests (Playwright); a package so its conftest does not clash with tests/conftest.py."""
