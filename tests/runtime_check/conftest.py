"""The runtime checker keeps JAX's compilation cache under $XDG_CACHE_HOME/jaxlint: point it at a
temporary folder for these tests, so they neither read nor fill the user's."""

from __future__ import annotations

import os

import pytest


@pytest.fixture(scope="session", autouse=True)
def _private_compilation_cache(tmp_path_factory):
    saved = os.environ.get("XDG_CACHE_HOME")
    os.environ["XDG_CACHE_HOME"] = str(tmp_path_factory.mktemp("xdg-cache"))
    yield
    if saved is None:
        os.environ.pop("XDG_CACHE_HOME", None)
    else:
        os.environ["XDG_CACHE_HOME"] = saved
