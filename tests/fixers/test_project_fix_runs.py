"""Buggy multi-file projects that `check --fix --unsafe-fixes` must make run (issue #14's
acceptance), one per shape of fix that crosses a function or file boundary:

* a conversion (`.item()`, `float()`) returned by a helper inside a dict, which flows to the
  jit's output (mf10_aux_metrics_item, mf10_hooks_list);
* a loop over a traced count in a scan body a method builds, whose body calls a method of the
  same instance (`self.force(x)`): purity follows `self` to the class (mf10_scan_body_method_factory);
* a non-frozen dataclass of config.py passed as a static argument in train.py: frozen=True lands
  in config.py (mf4_imported_jit_static);
* a dict passed as a static argument in evaluate.py and train.py to a jit of model.py: the
  static_argnames are dropped in model.py, whose loop never sees those findings itself
  (mf4_imported_dict_static);
* a non-frozen dataclass built by a factory of another package (`load_config(**overrides)`):
  frozen=True lands where the class is (mf7_mutable_dataclass_static);
* an `if` in a method returning a registered pytree class whose `__init__` only stores its
  arguments: building one is pure, so lax.cond applies (mf7_pytree_class_method);
* `eps = self.eps.item()` then `... + eps`: the attribute `self.eps` is no use of the local
  `eps` (mf7_eqx_array_field_item);
* `active = h[mask]` then `jnp.sum(active ** 2)`: a zero stays a zero through the square, so
  `jnp.where(mask, h, 0)` (mf7_checkpoint_mask);
* `@compiled` (a project function returning `jax.jit(fn)`) on a function whose size parameter
  must be static: `@partial(jax.jit, static_argnames=...)`, and `compiled` leaves the import it
  no longer needs (mf11_utils_decorator_size);
* a 0-d NumPy array passed for a static class count (`one_hot(v, space.high)`): `.item()` at
  the call, as the jitted function only uses it where one integer is taken (mf14_space_depth_static);
* a learning-rate schedule with a Python `if`, made in schedule.py, handed to optax in train.py and
  traced by the jitted step a factory of train_lib.py makes: `jnp.where`, with the import schedule.py
  lacked (own39_gpt_schedule);
* a slice with a traced length (`x[:length]`, the length a batch field) read only by `jnp.mean`
  over its axis: the mean under `where=` a mask of the kept rows (mf16_pipeline_length_slice, a twin);
* a solver class whose `@partial(jax.jit, static_argnums=0)` step reads `self.dt`, which the
  script reassigns between two runs (JAX303): the attribute is passed to a jitted `_step` as an
  argument by a plain `step` that reads it on each call (own41_heat_solver, a twin);
* `done = bool(nxt.t >= max_steps)` then `if done: nxt = self.reset()` in an environment method a
  scan body calls, `nxt` a NamedTuple of arrays: bool() goes (the name is only tested), then the
  `if` becomes lax.cond carrying the NamedTuple (mf15_env_scan_done_bool, a twin);
* `metrics["loss_value"] = float(metrics["loss"])` in a callback object's method that returns
  `metrics`, called in a loop by a jitted trainer method: the value stays an array inside the
  returned dict (mf14_callback_objects_float, a twin);
* a decoding `while not done and length < max_len` whose count starts as `prompt.shape[0]`: the
  count is carried by lax.while_loop as a traced int, as every read of it is array math (also in
  another module's `next_logits`) or the returned value (own40_greedy_decode, a twin);
* `jax.ops.segment_sum(messages, graph.receivers)` beside a degree count over the same ids that
  passes `num_segments=graph.nodes.shape[0]`: that count is used (`len(ids)`, the number of edges,
  gave a result of the wrong shape) (own40_gnn_segment, a twin);
* a helper of another module jitted inside `step`, which marks the size static: `tile(x, n)` hands
  it that static value, so the helper marks it static too (nested_jit);
* `log_scalar("grad_norm", grad_norm)` in a jitted step, the logger appending to a global list of
  another module: the call moves to a plain wrapper named like the step that runs it on the value
  the jitted step now also returns (mf17b_expt_logger_global_leak);
* `ckpt.save("latest", new)` (np.savez of the traced params) and `meter.update(loss)` (float() of
  it) in jitted steps: moved into wrappers the same way (mf15_checkpoint_in_step, a twin; own41_meter_train
  runs after the fix in bench/project_fix_rate.py: its `src/` path keeps this harness from importing its twin);
* a size passed as `jnp.array([1000])` to a jitted function whose factory-made helper of another module
  needs it as a shape: the call passes `(1000,)` and the parameter is marked static
  (factory_product_held_elsewhere, a twin);
* an epsilon-greedy `if` whose greedy branch calls another module's pure network function: purity
  follows the call into that module, so `jnp.where` applies (own39_dqn_policy).

Each project's entry fails under JAX as written; after the fix it runs under jit, matches the
unfixed code run eagerly (`jax.disable_jit`), and `check` finds nothing the fix claimed to fix.
"""

from __future__ import annotations

import ast
import json
import shutil

import numpy as np
import pytest

from jaxlint.cli import main
from tests.analysis.test_projects import PROJECTS, project  # noqa: F401  (the fixture: a project's copy)
from tests.fixers.test_cross_file_static import _call, _texts

ENTRIES = {  # project -> (entries "module:function", the files the fix must change)
    "mf10_aux_metrics_item": (["train:run"], {"metrics.py"}),
    "mf10_hooks_list": (["train:run"], {"monitor/hooks.py"}),
    "mf10_scan_body_method_factory": (["simulate:run"], {"dynamics/integrators.py"}),
    "mf4_imported_jit_static": (["train:run"], {"config.py", "data.py"}),
    "mf4_imported_dict_static": (["train:run", "evaluate:run"], {"model.py"}),
    "mf7_mutable_dataclass_static": (["train:run"], {"experiment/config.py"}),
    "mf7_pytree_class_method": (["main:run"], {"tracking/state.py"}),
    "mf7_eqx_array_field_item": (["train:run"], {"modules/norm.py"}),
    "mf7_checkpoint_mask": (["train:run"], {"layers/blocks.py"}),
    "mf14_space_depth_static": (["agent:run"], {"agent.py"}),
    "mf11_utils_decorator_size": (["main:run"], {"ops.py"}),
    "own39_gpt_schedule": (["train:main"], {"gpt/schedule.py", "gpt/train_lib.py"}),
    "own39_dqn_policy": (["main:main"], {"agent/policy.py"}),
    "own41_vit_patches": (["main:main"], {"main.py", "vit/patches.py"}),
    "nested_jit": (["train:run"], {"helpers.py"}),
    "mf17b_expt_logger_global_leak": (["expt.train.loop:fit"], {"expt/train/step.py"}),
}
# data.py reuses a key (JAX320): the split the fix adds draws other numbers, by design (and
# train_lib.py's sampling loop; own41_vit_patches' main.py draws the weights and the images with one key).
NEW_DRAWS = {"mf4_imported_jit_static", "own39_gpt_schedule", "own41_vit_patches"}


# own39_gpt_schedule compiles a small GPT three times (about a minute and a half): it runs with -m slow.
SLOW_ENTRIES = {"own39_gpt_schedule"}


@pytest.mark.parametrize("project", [pytest.param(name, marks=pytest.mark.slow) if name in SLOW_ENTRIES else name
                                     for name in sorted(ENTRIES)], indirect=True)
def test_the_fixed_project_runs_under_jit_and_matches_eager(project, capsys):
    entries, changed = ENTRIES[project.name]
    references = {}
    for entry in entries:
        assert "error" in _call(project, entry, "jit"), f"{entry} runs before the fix"
        references[entry] = _call(project, entry, "eager")
        assert "leaves" in references[entry], references[entry]
    before = _texts(project)
    main(["check", "--no-cache", "--fix", "--unsafe-fixes", "--output-format", "json", "."])
    remaining = json.loads(capsys.readouterr().out)
    after = _texts(project)
    assert {name for name in after if after[name] != before[name]} == changed
    for entry in entries:
        got = _call(project, entry, "jit")
        assert "leaves" in got, got
        assert len(got["leaves"]) == len(references[entry]["leaves"])
        for a, b in zip(got["leaves"], references[entry]["leaves"]):
            assert np.shape(a) == np.shape(b)
            if project.name not in NEW_DRAWS:
                np.testing.assert_allclose(a, b, rtol=1e-5, atol=1e-6)
    main(["check", "--no-cache", "--output-format", "json", "."])
    assert json.loads(capsys.readouterr().out) == remaining == []


# Projects whose entry fails even run eagerly (grad and vmap trace their function, a JAX array refuses
# item assignment): after the fix, the project gives what its correct twin (ok_NAME) gives.
TWIN_ENTRIES = {"own39_gp_ravel": "fit:main", "own39_heat_implicit": "main:main", "own39_cnn_augment": "train:main",
                "own40_md_lennard_jones": "main:main", "own40_mcmc_logistic": "main:main",
                "own40_kalman_tracking": "main:main", "own40_volume_render": "main:main", "own40_ppo_gae": "main:main",
                "own41_bandit_agents": "simulate:main", "own41_clip_vjp": "train:main",
                "own41_ddpm_sampler": "main:main", "own41_es_search": "run:main", "own41_gp_regression": "fit:fit",
                "own41_scan_earlystop": "loop:main",
                "mf16_pipeline_length_slice": "train:run", "own41_heat_solver": "simulate:main",
                "mf15_env_scan_done_bool": "rollout:run", "mf14_callback_objects_float": "main:run",
                "own40_greedy_decode": "main:main", "own40_gnn_segment": "train:main",
                "factory_product_held_elsewhere": "graph:run", "mf15_checkpoint_in_step": "train:run"}


@pytest.mark.parametrize("project", sorted(TWIN_ENTRIES), indirect=True)
def test_the_fixed_project_matches_its_correct_twin(project, capsys):
    entry = TWIN_ENTRIES[project.name]
    assert "error" in _call(project, entry, "jit"), f"{entry} runs before the fix"
    twin = project.parent / f"ok_{project.name}"
    shutil.copytree(PROJECTS / twin.name, twin)
    expected = _call(twin, entry, "jit")
    assert "leaves" in expected, expected
    main(["check", "--no-cache", "--fix", "--unsafe-fixes", "--output-format", "json", "."])
    assert json.loads(capsys.readouterr().out) == []
    got = _call(project, entry, "jit")
    assert "leaves" in got, got
    for a, b in zip(got["leaves"], expected["leaves"], strict=True):
        np.testing.assert_allclose(a, b, rtol=1e-5, atol=1e-6)


def _unused_imports(text: str) -> set[str]:
    """Names a module's top-level `from` imports bind that nothing else in it reads."""
    tree = ast.parse(text)
    bound = {alias.asname or alias.name for node in tree.body if isinstance(node, ast.ImportFrom)
             for alias in node.names}
    read = {node.id for node in ast.walk(tree) if isinstance(node, ast.Name)}
    return bound - read


@pytest.mark.parametrize("project", ["mf11_utils_decorator_size"], indirect=True)
def test_the_replaced_decorator_leaves_no_import_of_its_own(project, capsys):
    """`@compiled` becomes `@partial(jax.jit, ...)`: `compiled` goes from the import, which keeps
    the name the module imported unused before (`compiled_static`: not the fix's business)."""
    before = (project / "ops.py").read_text()
    main(["check", "--no-cache", "--fix", "--unsafe-fixes", "."])
    capsys.readouterr()
    after = (project / "ops.py").read_text()
    assert "from utils.compile import compiled_static\n" in after and "@compiled\n" not in after
    assert _unused_imports(after) == _unused_imports(before) == {"compiled_static"}
