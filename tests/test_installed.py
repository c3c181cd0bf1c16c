"""`installed_version` reads a wheel's version from its `.dist-info` folder name, the way
`importlib.metadata` would answer, and asks `importlib.metadata` for any other layout."""

from __future__ import annotations

import importlib.metadata
import sys

import pytest

from jaxlint import installed
from jaxlint.installed import installed_version


@pytest.mark.parametrize("distribution", ["jax", "jaxlib", "libcst", "flake8", "PyYAML", "jaxlint-tracer"])
def test_it_agrees_with_importlib_metadata(distribution):
    assert installed_version(distribution) == importlib.metadata.version(distribution)


def test_the_first_folder_on_the_path_wins(tmp_path, monkeypatch):
    first, second = tmp_path / "a", tmp_path / "b"
    (first / "demo_pkg-1.2.3.dist-info").mkdir(parents=True)
    (second / "demo_pkg-9.9.dist-info").mkdir(parents=True)
    (second / "demo_pkg_extra-5.0.dist-info").mkdir(parents=True)  # another distribution's prefix
    monkeypatch.setattr(sys, "path", [str(tmp_path / "missing"), str(first), str(second)])
    assert installed_version("demo-pkg") == "1.2.3"
    monkeypatch.setattr(sys, "path", [str(second)])
    assert installed_version("demo_pkg") == "9.9"


def test_other_layouts_ask_importlib_metadata(tmp_path, monkeypatch):
    (tmp_path / "demo_pkg.egg-info").mkdir()
    asked = []
    monkeypatch.setattr(sys, "path", [str(tmp_path)])
    monkeypatch.setattr(installed, "_from_metadata", lambda name: asked.append(name) or "0.1")
    assert installed_version("demo-pkg") == "0.1"
    assert asked == ["demo-pkg"]


def test_a_missing_distribution_is_none(tmp_path, monkeypatch):
    monkeypatch.setattr(sys, "path", [str(tmp_path)])
    assert installed_version("surely-not-installed-anywhere") is None
