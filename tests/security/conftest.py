"""The hostile-repository suite: each test builds a project the way an attacker would commit it.

Every test here runs with the results cache on (the rest of the suite turns it off), and with
a private user cache folder (where jaxlint keeps its cache key) under the test's own tmp_path."""

from __future__ import annotations

import pytest


@pytest.fixture(autouse=True)
def cache_on(tmp_path_factory, monkeypatch):
    monkeypatch.delenv("JAXLINT_NO_CACHE", raising=False)
    monkeypatch.delenv("JAXLINT_CACHE_DIR", raising=False)
    monkeypatch.delenv("JAXLINT_OUTPUT_FORMAT", raising=False)
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path_factory.mktemp("user-cache")))
