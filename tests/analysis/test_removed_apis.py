"""The removed/deprecated JAX API table (JAX901, JAX902), re-derived against the installed JAX.

Every name the table calls removed at the installed version must fail to resolve there (and a
removed module must fail to import), every name it calls deprecated must still resolve, every
replacement and every name a fix writes must exist, and every entry of JAX's own
`_deprecations` tables must be in the table with the same state. A JAX release that changes
any of this fails here, not as a false alarm in users' code. The rest checks the rules'
behaviour the examples do not show: the target setting, import resolution, guards, aliases.
"""

from __future__ import annotations

import importlib
import json
import subprocess
import sys
import textwrap
import warnings

import pytest

from jaxlint.analysis import facts, jax_versions
from jaxlint.config import Config, ConfigError, config_from_table
from jaxlint.engine import lint_source
from jaxlint.fix_loop import fix_source

INSTALLED = jax_versions.installed_jax()
NAMES = jax_versions.lifecycle_names()
PLAIN = [n for n in NAMES if ":" not in n]  # dotted names (not array members or module paths)
REMOVED = [n for n in PLAIN if jax_versions.state_at(facts.FACTS[n], INSTALLED) == "removed"]
DEPRECATED = [n for n in PLAIN if jax_versions.state_at(facts.FACTS[n], INSTALLED) == "deprecated"]
MODULE_PATHS = [n for n in NAMES if n.startswith(jax_versions.MODULE_PREFIX)]
RENAMES = sorted({facts.FACTS[n].replacement for n in NAMES
                  if facts.FACTS[n].migration in (jax_versions.RENAME, jax_versions.RENAME_TYPE)})
# Modules whose `_deprecations` table JAX consults in __getattr__ (the ones the table covers).
DEPRECATION_MODULES = ("jax", "jax.numpy", "jax.lax", "jax.random", "jax.core", "jax.nn", "jax.tree_util",
                       "jax.scipy.special", "jax.scipy.linalg", "jax.sharding", "jax.dlpack", "jax.experimental.pjit",
                       "jax.experimental.shard_map", "jax.interpreters.pxla", "jax.interpreters.ad",
                       "jax.interpreters.batching", "jax.interpreters.xla", "jax.ad_checkpoint", "jax.cloud_tpu_init")


def _template_names() -> list[str]:
    import string

    names = set()
    for name in NAMES:
        migration = facts.FACTS[name].migration or ""
        if ":" in migration:
            template = migration.partition(":")[2]
            names |= {f for _, f, _, _ in string.Formatter().parse(template) if f and "." in f}
    return sorted(names)


def _resolve(name: str):
    """The object a dotted name names under the installed JAX, importing what it must; raises
    what using it raises."""
    parts = name.split(".")
    for end in range(len(parts), 0, -1):
        try:
            obj = importlib.import_module(".".join(parts[:end]))
        except ImportError:
            continue
        for part in parts[end:]:
            obj = getattr(obj, part)
        return obj
    raise ImportError(name)


def _quietly(function, *args):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return function(*args)


@pytest.mark.parametrize("name", REMOVED)
def test_names_the_table_calls_removed_are_gone(name):
    with pytest.raises((AttributeError, ImportError)) as raised:
        _quietly(_resolve, name)
    expected = facts.FACTS[name].raises
    if expected == jax_versions.MODULE_NOT_FOUND:
        with pytest.raises(ModuleNotFoundError):
            _quietly(importlib.import_module, name)
    elif expected == jax_versions.ATTRIBUTE:
        assert isinstance(raised.value, AttributeError), f"{name}: {raised.value!r}"


@pytest.mark.parametrize("name", DEPRECATED)
def test_names_the_table_calls_deprecated_still_exist(name):
    _quietly(_resolve, name)  # raises if it is gone


@pytest.mark.parametrize("path", MODULE_PATHS)
def test_module_paths_the_table_calls_removed_do_not_import(path):
    module = path.removeprefix(jax_versions.MODULE_PREFIX)
    if jax_versions.state_at(facts.FACTS[path], INSTALLED) == "removed":
        with pytest.raises(ModuleNotFoundError):
            _quietly(importlib.import_module, module)


def test_array_members_the_table_calls_removed_are_gone():
    import jax.numpy as jnp

    x = jnp.arange(3.0)
    for name in NAMES:
        kind, _, member = name.partition(":")
        if kind not in ("attr", "method") or jax_versions.state_at(facts.FACTS[name], INSTALLED) != "removed":
            continue
        if kind == "attr":
            assert not hasattr(x, member), name
        else:
            with pytest.raises((AttributeError, TypeError)):
                getattr(x, member)()


def test_removed_keywords_raise_type_error():
    import jax.numpy as jnp

    calls = {"jax.numpy.reshape": lambda **kw: jnp.reshape(jnp.arange(6), **kw),
             "jax.numpy.clip": lambda **kw: jnp.clip(jnp.arange(3), **kw),
             "jax.numpy.sort": lambda **kw: jnp.sort(jnp.arange(3), **kw),
             "jax.numpy.argsort": lambda **kw: jnp.argsort(jnp.arange(3), **kw)}
    values = {"newshape": (2, 3), "a": jnp.arange(3), "a_min": 0, "a_max": 1, "kind": "stable"}
    for name in NAMES:
        for keyword, _, removed_in, replacement in facts.FACTS[name].removed_keywords:
            if jax_versions.version_tuple(removed_in) > jax_versions.version_tuple(INSTALLED):
                continue
            with pytest.raises(TypeError):
                calls[name](**{keyword: values[keyword]})
            if replacement:
                calls[name](**{replacement: values[keyword]})  # the replacement keyword works


def test_every_jax_deprecation_entry_is_in_the_table_with_its_state():
    missing, wrong = [], []
    for module_name in DEPRECATION_MODULES:
        module = _quietly(importlib.import_module, module_name)
        for attr, (_, obj) in getattr(module, "_deprecations", {}).items():
            name = f"{module_name}.{attr}"
            fact = facts.FACTS.get(name)
            state = jax_versions.state_at(fact, INSTALLED) if fact is not None else None
            if state is None:
                missing.append(name)
            elif state != ("removed" if obj is None else "deprecated"):
                wrong.append(f"{name}: table says {state}, JAX's table says {'removed' if obj is None else 'deprecated'}")
    assert not missing, f"JAX deprecates names the table does not know: {missing}"
    assert not wrong, wrong


def test_replacements_and_the_names_fixes_write_exist():
    """In a fresh interpreter (so nothing else has loaded a submodule): after `import jax`, every
    replacement a rename writes is reachable by attribute access, except below the modules the
    table says `import jax` does not load, which must really be unreachable there and importable."""
    names = sorted(set(RENAMES) | set(_template_names()))
    script = textwrap.dedent(f"""
        import importlib, json, warnings
        warnings.simplefilter("ignore")
        import jax, numpy
        out = {{}}
        for name in {names!r}:  # first by attribute only: an import below would load more
            obj = {{"jax": jax, "numpy": numpy}}[name.split(".")[0]]
            try:
                for part in name.split(".")[1:]:
                    obj = getattr(obj, part)
                out[name] = "attribute"
            except AttributeError:
                pass
        for name in {names!r}:
            if name not in out:
                parent, _, leaf = name.rpartition(".")
                try:
                    getattr(importlib.import_module(parent), leaf) if parent else importlib.import_module(name)
                    out[name] = "import"
                except (ImportError, AttributeError):
                    try:
                        importlib.import_module(name)
                        out[name] = "import"
                    except ImportError:
                        out[name] = "missing"
        print(json.dumps(out))
    """)
    found = json.loads(subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                                      check=True).stdout.splitlines()[-1])
    assert not [n for n, how in found.items() if how == "missing"], found
    for name, how in found.items():
        lazy = any(name == m or name.startswith(m + ".") for m in jax_versions.NOT_LOADED_BY_IMPORT_JAX)
        assert (how == "import") == lazy, f"{name} is reached by {how}; NOT_LOADED_BY_IMPORT_JAX disagrees"


def test_replacement_modules_are_modules_and_other_replacements_import_from_their_parent():
    for name in RENAMES:
        if jax_versions.is_module(name):
            assert _quietly(importlib.import_module, name).__name__ == name
        else:
            parent, _, leaf = name.rpartition(".")
            assert hasattr(_quietly(importlib.import_module, parent), leaf), name  # `from parent import leaf`


def test_versions_are_consistent():
    for name in NAMES:
        fact = facts.FACTS[name]
        if fact.deprecated_in and fact.removed_in:
            assert jax_versions.version_tuple(fact.deprecated_in) <= jax_versions.version_tuple(fact.removed_in), name
        assert not (fact.never_in_jax and (fact.removed_in or fact.deprecated_in)), name
    assert jax_versions.newest_known() == "0.11.0"
    assert jax_versions.version_tuple("0.4.31.dev20240701") == (0, 4, 31)
    assert jax_versions.version_tuple("0.5.0rc1") == (0, 5, 0)


def test_table_size():
    removed = [n for n in NAMES if facts.FACTS[n].removed_in or facts.FACTS[n].never_in_jax]
    deprecated = [n for n in NAMES if facts.FACTS[n].deprecated_in]
    assert len(removed) >= 45 and len(deprecated) >= 40


# --- The target version ---------------------------------------------------------------------------
def _codes(source: str, **config) -> list[tuple[str, int, str]]:
    result = lint_source(textwrap.dedent(source), "example.py", Config(**{"preview": True, **config}))
    return [(d.code, d.location.row, d.message) for d in result.diagnostics if d.code.startswith("JAX9")]


TREE_MAP = """
import jax

def double(tree):
    return jax.tree_map(lambda x: 2 * x, tree)
"""


def test_target_decides_what_counts_as_removed():
    assert [c[0] for c in _codes(TREE_MAP)] == ["JAX901"]
    assert [c[0] for c in _codes(TREE_MAP, target_jax="0.6.0")] == ["JAX901"]
    at_0430 = _codes(TREE_MAP, target_jax="0.4.30")
    assert [c[0] for c in at_0430] == ["JAX902"]
    assert "deprecated since JAX 0.4.26 and removed in JAX 0.6.0" in at_0430[0][2]
    assert _codes(TREE_MAP, target_jax="0.4.20") == []


def test_default_target_is_the_installed_jax_else_the_newest_known(monkeypatch):
    assert jax_versions.resolve_target(None) == (INSTALLED, "installed JAX")
    assert jax_versions.resolve_target("0.4.30") == ("0.4.30", "target-jax setting")

    jax_versions.installed_jax.cache_clear()
    monkeypatch.setattr(jax_versions, "installed_version", lambda name: None)
    try:
        assert jax_versions.resolve_target(None) == ("0.11.0", "newest version jaxlint knows")
    finally:
        jax_versions.installed_jax.cache_clear()


def test_target_jax_config_key_and_option(tmp_path):
    assert config_from_table({"target-jax": "0.4.30"}, None).target_jax == "0.4.30"
    for bad in ("latest", "0.4.x", "", 4):
        with pytest.raises(ConfigError):
            config_from_table({"target-jax": bad}, None)
    assert Config(target_jax="0.4.30").fingerprint() != Config().fingerprint()
    source = tmp_path / "old.py"
    source.write_text(TREE_MAP)
    from jaxlint.cli import main

    assert main(["check", "--no-cache", "--select", "JAX901", "--target-jax", "0.4.20", str(source)]) == 0
    assert main(["check", "--no-cache", "--select", "JAX901", str(source)]) == 1
    assert main(["check", "--no-cache", "--target-jax", "new", str(source)]) == 2


def test_check_never_imports_jax(tmp_path):
    source = tmp_path / "old.py"
    source.write_text(TREE_MAP)
    script = ("import sys\nfrom jaxlint.cli import main\n"
              f"code = main(['check', '--no-cache', '-q', {str(source)!r}])\n"
              "print(code, 'jax' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True).stdout.splitlines()
    assert out[-1] == "1 False"


def test_rule_command_lists_the_table_and_the_target(capsys):
    from jaxlint.cli import main

    assert main(["rule", "JAX901", "--target-jax", "0.4.30"]) == 0
    out = capsys.readouterr().out
    assert "| `jax.tree_map` | 0.6.0 | jax.tree.map | safe |" in out
    assert "| `jnp.DeviceArray` | 0.4.14 | jax.Array | safe in annotations |" in out
    assert "JAX 0.4.30 (target-jax setting" in out
    assert main(["rule", "JAX902"]) == 0
    assert f"JAX {INSTALLED} (installed JAX" in capsys.readouterr().out


# --- Resolution, guards, aliases ----------------------------------------------------------------
@pytest.mark.parametrize("source, expected", [
    ("import jax.experimental.host_callback as hcb\n", [("JAX901", 1)]),
    ("from jax.experimental.host_callback import id_print\n", [("JAX901", 1)]),
    ("import jax.numpy as jnp\ndef f(x):\n    return isinstance(x, jnp.DeviceArray)\n", [("JAX901", 3)]),
    ("import jax\nclass Op(jax.core.Primitive):\n    pass\n", [("JAX901", 2)]),
    ("from jax.interpreters import xla\nArray = xla.DeviceArray\n", [("JAX901", 2)]),
    ("import jax\nArray = jax.xla.DeviceArray\n", [("JAX901", 2)]),
    ("import jax\nx = jax.api.jit\n", [("JAX901", 2)]),
    ("import jax\nimport jax.numpy as jnp\ny = jnp.product(jnp.ones(2))\n", [("JAX901", 3)]),
    ("import jax\ncfg = jax.config\njax.config.update('jax_enable_x64', False)\n", []),
    ("import jax\ndef f(jax):\n    return jax.tree_map\n", []),
    ("import jax.numpy as jnp\nimport numpy as np\na = np.ones(3)\na.to_py()\nb = jnp.ones(3)\nb.to_py()\n",
     [("JAX901", 6)]),
    ("import jax\nif TYPE_CHECKING:\n    from jax.random import KeyArray\n", []),
    ("import jax\nif jax.__version_info__ < (0, 4, 26):\n    tree_map = jax.tree_map\n", []),
    ("import jax\ntry:\n    f = jax.tree_map\nexcept AttributeError:\n    f = jax.tree.map\n", []),
    ("import jax\ntry:\n    f = jax.tree_map\nexcept ValueError:\n    f = None\n", [("JAX901", 3)]),
    ("import jax\ntry:\n    f = jax.tree.map\nexcept AttributeError:\n    f = jax.tree_map\n", []),
    ("import jax\nok = hasattr(jax, 'pxla') and isinstance(1, jax.pxla.ShardedDeviceArray)\n", []),
    ("import jax\nok = isinstance(1, jax.pxla.ShardedDeviceArray) and hasattr(jax, 'pxla')\n", [("JAX901", 2)]),
    ("import jax\nfrom jax.experimental.pjit import pjit\n", [("JAX902", 2)]),
    ("import jax, pytest\ndef test_gone():\n    with pytest.raises(AttributeError):\n        jax.tree_map\n", []),
    ("import jax, pytest\ndef test_warns():\n    with pytest.warns(DeprecationWarning):\n"
     "        jax.experimental.pjit.pjit\n", []),
    ("import jax\nimport jax.numpy as jnp\nx = jnp.float_(1)\ny = jax.tree_util.tree_map(abs, [1])\n", []),
])
def test_what_is_reported(source, expected):
    assert [(code, row) for code, row, _ in _codes(source)] == expected


def test_written_name_is_seen_before_canonicalisation():
    """facts.py maps jax.experimental.pjit.pjit to jax.jit and jax.numpy.product to jnp.prod for
    the analysis; the rules see the names as written."""
    from jaxlint.analysis.imports import ImportTable
    import libcst as cst

    table = ImportTable()
    table.add_import_from(cst.parse_statement("from jax.experimental import pjit").body[0])
    assert table.resolve("pjit.pjit") == "jax.jit"
    assert table.spelled("pjit.pjit") == "jax.experimental.pjit.pjit"


@pytest.mark.parametrize("source, fixed", [
    ("from jax import tree_map, jit\n", "from jax import jit; from jax.tree import map as tree_map\n"),
    ("from jax.numpy import DeviceArray\n", "from jax import Array as DeviceArray\n"),
    ("import jax.config\n", "import jax\n"),
    ("import jax.config as cfg\n", "from jax import config as cfg\n"),
    ("from jax.experimental.maps import Mesh\n", "from jax.sharding import Mesh\n"),
    ("from jax.experimental import optimizers, stax\n",
     "from jax.example_libraries import optimizers, stax\n"),
    ("import jax.numpy as jnp\ny = jnp.sort(jnp.ones(3), kind='stable')\n",
     "import jax.numpy as jnp\ny = jnp.sort(jnp.ones(3))\n"),
    ("import jax.numpy as jnp\nlo = jnp.clip(jnp.ones(3), a_min=0)\n",
     "import jax.numpy as jnp\nlo = jnp.clip(jnp.ones(3), min=0)\n"),
    ("import jax\nimport jax.numpy as jnp\nx = jnp.ones(2)\nb = x.device_buffer\n",
     "import jax\nimport jax.numpy as jnp\nx = jnp.ones(2)\nb = x.addressable_data(0)\n"),
    ("from jax import core\np = core.Primitive('p')\n",
     "import jax.extend.core\nfrom jax import core\np = jax.extend.core.Primitive('p')\n"),
    ("from jax import numpy as jnp\ndef f(x):\n    return jnp.NINF.real\n",
     "from jax import numpy as jnp\ndef f(x):\n    return (-jnp.inf).real\n"),
])
def test_fixes(source, fixed):
    assert fix_source(source, "example.py", Config(select=("JAX9",), preview=True), unsafe=True).source == fixed


def test_safe_fixes_only_where_one_to_one():
    def applicability(source):
        found = lint_source(source, "example.py", Config(select=("JAX901",))).diagnostics
        return [d.fix.applicability.value if d.fix else None for d in found]

    assert applicability("import jax.numpy as jnp\ndef f(x: jnp.DeviceArray): pass\n") == ["safe"]
    assert applicability("import jax.numpy as jnp\nok = isinstance(1, jnp.DeviceArray)\n") == ["unsafe"]
    assert applicability("import jax\ny = jax.xla_computation(abs)\n") == [None]
    assert applicability("import jax\njax.clear_backends()\n") == ["unsafe"]


def test_fix_never_shadows_a_name():
    source = "import jax.numpy as np2\ndef f(jax, x):\n    return isinstance(x, np2.DeviceArray)\n"
    outcome = fix_source(source, "example.py", Config(select=("JAX901",)), unsafe=True)
    assert outcome.source == source  # `jax.Array` would mean the parameter; no import can help
    annotated = "import jax.numpy as np2\ndef f(jax, x: np2.DeviceArray):\n    return x\n"
    outcome = fix_source(annotated, "example.py", Config(select=("JAX901",)), unsafe=True)
    assert outcome.source == "import jax\nimport jax.numpy as np2\ndef f(jax, x: jax.Array):\n    return x\n"
    # (an annotation is evaluated where the def stands, so the parameter does not shadow it there)
