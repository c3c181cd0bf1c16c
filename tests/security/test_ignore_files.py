""".gitignore files are compiled once and matched with git's semantics, so a huge or hostile one
costs seconds, not hours (issue 12, defect 9)."""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

import pytest

from jaxlint.config import Config
from jaxlint.discovery import discover
from jaxlint.gitignore import compile_gitignore
from tests.helpers import TRACED_IF, isolated, write

pytestmark = pytest.mark.usefixtures("isolated")
__all__ = ["isolated"]


def _found(*paths: str) -> list[str]:
    files, errors = discover([Path(p) for p in paths or ["."]], Config(root=Path.cwd()))
    assert errors == []
    return [os.path.relpath(f).replace(os.sep, "/") for f in files]


def _tree(root: Path, gitignore: str, names: list[str]) -> None:
    (root / ".git").mkdir(exist_ok=True)
    write(root, ".gitignore", gitignore)
    for name in names:
        write(root, name, TRACED_IF)


def test_negation_re_includes_and_the_last_match_wins(tmp_path):
    _tree(tmp_path, "gen_*.py\n!gen_keep.py\ngen_keep.py\n!gen_keep2.py\n",
          ["gen_a.py", "gen_keep.py", "gen_keep2.py", "plain.py"])
    assert _found() == ["gen_keep2.py", "plain.py"]


def test_negation_cannot_re_include_below_an_ignored_folder(tmp_path):
    _tree(tmp_path, "build/\n!build/keep.py\n", ["build/keep.py", "a.py"])
    assert _found() == ["a.py"]


def test_double_star_prefix_matches_at_any_depth(tmp_path):
    _tree(tmp_path, "**/fixtures/\n**/conftest_gen.py\n",
          ["fixtures/a.py", "pkg/fixtures/b.py", "pkg/deep/fixtures/c.py", "conftest_gen.py",
           "pkg/conftest_gen.py", "pkg/fixtures_not.py", "pkg/ok.py"])
    assert _found() == ["pkg/fixtures_not.py", "pkg/ok.py"]


def test_double_star_in_the_middle_and_at_the_end(tmp_path):
    _tree(tmp_path, "src/**/gen.py\nvendor/**\n",
          ["src/gen.py", "src/a/gen.py", "src/a/b/gen.py", "other/src/gen.py", "vendor/x.py", "vendor/y/z.py",
           "src/ok.py"])
    assert _found() == ["other/src/gen.py", "src/ok.py"]


def test_dir_only_pattern_matches_folders_not_files(tmp_path):
    _tree(tmp_path, "cache/\n*.d/\n", ["cache/a.py", "pkg/cache/b.py", "cache.py", "x.d/c.py", "pkg/y.py"])
    assert _found() == ["cache.py", "pkg/y.py"]


def test_anchored_patterns_match_from_the_gitignore_folder_only(tmp_path):
    _tree(tmp_path, "/top.py\ndocs/*.py\n/pkg/gen\n",
          ["top.py", "sub/top.py", "docs/a.py", "docs/deep/b.py", "sub/docs/c.py", "pkg/gen/d.py", "sub/pkg/gen/e.py"])
    assert _found() == ["docs/deep/b.py", "sub/top.py", "sub/docs/c.py", "sub/pkg/gen/e.py"]


def test_nested_gitignore_overrides_its_parent(tmp_path):
    _tree(tmp_path, "*_gen.py\n", ["a_gen.py", "pkg/b_gen.py", "pkg/sub/c_gen.py"])
    write(tmp_path, "pkg/.gitignore", "!b_gen.py\n!/sub/c_gen.py\n")
    assert _found() == ["pkg/b_gen.py", "pkg/sub/c_gen.py"]


def test_escapes_classes_and_trailing_spaces(tmp_path):
    _tree(tmp_path, "\\#hash.py\n\\!bang.py\nspace.py   \nm[0-9].py\nn[!a-c].py\nq?.py\n",
          ["#hash.py", "!bang.py", "space.py", "m1.py", "mx.py", "na.py", "nd.py", "q1.py", "q12.py"])
    assert _found() == ["mx.py", "na.py", "q12.py"]


def test_a_star_does_not_cross_a_slash_in_an_anchored_pattern(tmp_path):
    _tree(tmp_path, "pkg/*.py\n", ["pkg/a.py", "pkg/sub/b.py"])
    assert _found() == ["pkg/sub/b.py"]


def test_a_hundred_thousand_patterns_give_the_right_files(tmp_path):
    """A generated ignore file of every kind of pattern; `bench/` measures its speed."""
    lines = []
    for i in range(100_000):
        lines.append([f"generated_{i}.py", f"/pkg{i % 4}/out_{i}.py", f"*.ext{i}", f"build_{i}/",
                      f"tmp_{i}_*.py"][i % 5])
    lines += ["pkg3/", "mod_1.py", "!pkg1/mod_1.py", "tmp_9_*.py"]
    names = [f"pkg{d}/mod_{f}.py" for d in range(4) for f in range(5)]
    names += ["generated_5.py", "pkg0/out_1.py", "pkg1/out_1.py", "a.ext2", "x.ext2.py", "build_3/z.py",
              "build_4/z.py", "tmp_9_x.py", "tmp_8_x.py"]
    _tree(tmp_path, "\n".join(lines) + "\n", names)
    expected = [f"pkg{d}/mod_{f}.py" for d in (0, 2) for f in (0, 2, 3, 4)] + [f"pkg1/mod_{f}.py" for f in range(5)]
    expected += ["pkg0/out_1.py", "x.ext2.py", "build_4/z.py", "tmp_8_x.py"]
    assert sorted(_found()) == sorted(expected)


# --- the matcher against git itself -------------------------------------------------------------

PATTERNS = """\
*.log.py
!keep.log.py
/root_only.py
docs/
**/gen/
a/**/b.py
tmp/**
x[0-9][!a].py
*_test?.py
\\#lit.py
sub/*/deep.py
**/c.py
!sub/c.py
"""
PATHS = ["a.log.py", "keep.log.py", "sub/keep.log.py", "root_only.py", "sub/root_only.py", "docs/a.py",
         "sub/docs/a.py", "gen/a.py", "sub/gen/b.py", "a/b.py", "a/x/b.py", "a/x/y/b.py", "b/a/b.py", "tmp/a.py",
         "tmp/x/y.py", "x1b.py", "x1a.py", "xab.py", "m_test1.py", "m_test12.py", "#lit.py", "sub/q/deep.py",
         "sub/q/r/deep.py", "c.py", "sub/c.py", "sub/q/c.py", "plain.py"]


@pytest.mark.skipif(shutil.which("git") is None, reason="git is not installed")
def test_the_matcher_agrees_with_git_check_ignore(tmp_path):
    subprocess.run(["git", "init", "-q", str(tmp_path)], check=True)
    write(tmp_path, ".gitignore", PATTERNS)
    for name in PATHS:
        write(tmp_path, name, "x = 1\n")
    listed = subprocess.run(["git", "ls-files", "--others", "--exclude-standard"], cwd=tmp_path,
                            capture_output=True, text=True, check=True).stdout.split()
    git_kept = sorted(name for name in PATHS if name in listed)
    assert sorted(_found()) == git_kept


def test_compiled_matcher_answers_none_when_no_pattern_matches():
    matcher = compile_gitignore("/repo", "*.tmp.py\n!keep.tmp.py\nbuild/\n")
    assert matcher.match("a.tmp.py", is_dir=False) is True
    assert matcher.match("keep.tmp.py", is_dir=False) is False
    assert matcher.match("build", is_dir=True) is True
    assert matcher.match("build", is_dir=False) is None
    assert matcher.match("other.py", is_dir=False) is None
