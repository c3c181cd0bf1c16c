"""JAX's API life cycle in the facts table: which names a JAX release removed or deprecated,
in which version, what replaces them, and how a fix rewrites them (JAX901, JAX902).

The versions come from JAX's CHANGELOG and, where it is silent, from the release tags of the
JAX repository (the first release whose `_deprecations` table warns, or that no longer has
the name). Every row was run under jax 0.10.2; tests/analysis/test_removed_apis.py re-derives
the table against the installed JAX (a name called removed must fail to resolve there, a
deprecated one must still exist, every replacement must exist), so a JAX release that brings
a name back, or drops one, fails a test instead of raising a false alarm.

`migration` says how a fix rewrites a use:

* `rename`: `replacement` is a qualified name that is the same object for every use (a
  module's members are renamed with it: `jax.experimental.optimizers.adam` becomes
  `jax.example_libraries.optimizers.adam`);
* `rename-type`: a type renamed to `replacement`: one-to-one in annotations, but
  `isinstance` answers differ (`jax.Array` also matches tracers), so elsewhere the fix is unsafe;
* `expr:<template>`: the reference becomes the template (`{x}` is a method's receiver,
  `{jax.numpy.inf}` a qualified name spelled through the module's imports);
* `call:<template>`: the whole call becomes the template (`{0}`, `{1}` are its positional
  arguments; calls with keywords or a different arity get no fix);
* None: advice only (`replacement` describes what to do).

A `caveat` says why the rewrite may change behaviour: such a fix is unsafe.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from jaxlint.analysis.fact_table import FACTS, Fact, declare
from jaxlint.installed import installed_version

RENAME, RENAME_TYPE = "rename", "rename-type"
ATTRIBUTE, IMPORT, MODULE_NOT_FOUND, TYPE = "AttributeError", "ImportError", "ModuleNotFoundError", "TypeError"
MODULE_PREFIX = "module:"  # `module:jax.config`: the module path, where it differs from the attribute


def _removed(rows, raises: str = ATTRIBUTE) -> None:
    """rows: (name, deprecated_in, removed_in, replacement, migration[, caveat])."""
    for name, deprecated_in, removed_in, replacement, migration, *caveat in rows:
        declare(name, deprecated_in=deprecated_in, removed_in=removed_in, replacement=replacement,
                migration=migration, raises=raises, caveat=caveat[0] if caveat else None)


# --- jax ------------------------------------------------------------------------------------------
_removed((
    ("jax.tree_map", "0.4.26", "0.6.0", "jax.tree.map", RENAME),
    ("jax.tree_multimap", "0.3.5", "0.3.16", "jax.tree_util.tree_map", RENAME),
    ("jax.tree_leaves", "0.3.15", "0.6.0", "jax.tree.leaves", RENAME),
    ("jax.tree_flatten", "0.3.15", "0.6.0", "jax.tree.flatten", RENAME),
    ("jax.tree_unflatten", "0.3.15", "0.6.0", "jax.tree.unflatten", RENAME),
    ("jax.tree_structure", "0.3.15", "0.6.0", "jax.tree.structure", RENAME),
    ("jax.tree_transpose", "0.3.15", "0.6.0", "jax.tree.transpose", RENAME),
    ("jax.treedef_is_leaf", "0.3.15", "0.6.0", "jax.tree_util.treedef_is_leaf", RENAME),
    ("jax.xla_computation", "0.4.30", "0.4.34",
     "jax.jit(f).lower(*args).compiler_ir('hlo') (or .as_text())", None),
    ("jax.clear_backends", "0.4.26", "0.4.36", "jax.clear_caches", RENAME,
     "jax.clear_caches clears compilation caches only; the backends stay initialised"),
    ("jax.device_put_replicated", "0.8.1", "0.10.0",
     "jax.device_put(x, NamedSharding(mesh, P())) (see the pmap migration guide)", None),
    ("jax.device_put_sharded", "0.8.1", "0.10.0",
     "jax.device_put(jnp.stack(xs), NamedSharding(mesh, P('x'))) (see the pmap migration guide)", None),
    ("jax.custom_transforms", "0.1.63", "0.2.12", "jax.custom_jvp or jax.custom_vjp", None),
    ("jax.mask", None, "0.3.16", "jax.vmap, or shape polymorphism in jax.export", None),
    ("jax.soft_pmap", None, "0.3.18", "jax.shard_map", None),
    ("jax.ShapedArray", "0.4.8", "0.4.14", "jax.core.ShapedArray", RENAME),
    ("jax.xla", "0.4.8", "0.4.14", "jax.interpreters.xla", RENAME),
    ("jax.pxla", "0.4.8", "0.4.14", "jax.interpreters.pxla", RENAME),
))
# Modules: `import`, `from ... import` and attribute access all fail.
_removed((
    ("jax.api", None, "0.2.21", "jax", RENAME),
    ("jax.abstract_arrays", "0.4.12", "0.4.17", "jax.core", None),
    ("jax.linear_util", "0.4.16", "0.4.24", "jax.extend.linear_util", RENAME,
     "jax.extend.linear_util keeps only part of the old module"),
    ("jax.experimental.host_callback", "0.4.26", "0.8.0",
     "jax.debug.print, jax.debug.callback, jax.pure_callback or jax.experimental.io_callback", None),
    ("jax.experimental.maps", "0.4.26", "0.4.31", "jax.sharding.Mesh; jax.shard_map instead of xmap", None),
    ("jax.experimental.optimizers", None, "0.3.16", "jax.example_libraries.optimizers", RENAME),
    ("jax.experimental.stax", None, "0.3.16", "jax.example_libraries.stax", RENAME),
    ("jax.lib.xla_bridge", "0.4.32", "0.9.0", "jax.extend.backend (get_backend) or jax.default_backend()", None),
    ("jax.lib.xla_client", None, "0.9.0", "jax.extend or jax.ffi", None),
    ("jax.lib.xla_extension", "0.6.0", "0.9.0", "jax.extend", None),
    ("jax.scipy.misc", None, "0.1.49", "jax.scipy.special", RENAME),
    ("jax.util", "0.6.0", "0.8.0", "no public replacement (JAX internals)", None),
), raises=MODULE_NOT_FOUND)
# Members of removed modules whose replacement is known one by one.
_removed((
    ("jax.experimental.host_callback.id_print", "0.4.26", "0.4.35", "jax.debug.print",
     "stmt:{jax.debug.print}(\"{{}}\", {0})", "jax.debug.print formats its output differently and returns None"),
    ("jax.experimental.host_callback.id_tap", "0.4.26", "0.4.35", "jax.debug.callback", None),
    ("jax.experimental.host_callback.call", "0.4.26", "0.4.35", "jax.pure_callback", None),
    ("jax.experimental.maps.Mesh", "0.4.4", "0.4.11", "jax.sharding.Mesh", RENAME),
    ("jax.experimental.maps.xmap", "0.4.26", "0.4.31", "jax.shard_map or jax.vmap(..., spmd_axis_name=...)", None),
    ("jax.abstract_arrays.ShapedArray", "0.4.12", "0.4.16", "jax.core.ShapedArray", RENAME),
    ("jax.scipy.misc.logsumexp", None, "0.1.49", "jax.scipy.special.logsumexp", RENAME),
    ("jax.lib.xla_bridge.get_backend", "0.4.32", "0.8.0", "jax.extend.backend.get_backend", RENAME),
    ("jax.lib.xla_bridge.default_backend", "0.4.32", "0.4.38", "jax.default_backend", RENAME),
))
# `jax.config` is an object now: the module of that name (and its `config` attribute) is gone.
declare("jax.config.config", deprecated_in="0.4.20", removed_in="0.4.25", replacement="jax.config",
        migration=RENAME, raises=IMPORT)
declare(MODULE_PREFIX + "jax.config", deprecated_in="0.4.25", removed_in="0.4.29", replacement="jax.config",
        migration=RENAME, raises=MODULE_NOT_FOUND)

# --- jax.numpy ------------------------------------------------------------------------------------
_removed((
    ("jax.numpy.DeviceArray", "0.4.7", "0.4.14", "jax.Array", RENAME_TYPE),
    ("jax.numpy.trapz", "0.4.16", "0.4.24", "jax.numpy.trapezoid", RENAME),
    ("jax.numpy.in1d", "0.4.16", "0.4.24", "jax.numpy.isin", RENAME),
    ("jax.numpy.row_stack", "0.4.16", "0.4.24", "jax.numpy.vstack", RENAME),
    ("jax.numpy.round_", "0.4.32", "0.4.38", "jax.numpy.round", RENAME),
    ("jax.numpy.product", "0.4.12", "0.4.16", "jax.numpy.prod", RENAME),
    ("jax.numpy.cumproduct", "0.4.12", "0.4.16", "jax.numpy.cumprod", RENAME),
    ("jax.numpy.alltrue", "0.4.12", "0.4.16", "jax.numpy.all", RENAME),
    ("jax.numpy.sometrue", "0.4.12", "0.4.16", "jax.numpy.any", RENAME),
    ("jax.numpy.NINF", "0.4.16", "0.4.24", "-jnp.inf", "expr:-{jax.numpy.inf}"),
    ("jax.numpy.PZERO", "0.4.16", "0.4.24", "0.0", "expr:0.0"),
    ("jax.numpy.NZERO", "0.4.16", "0.4.24", "-0.0", "expr:-0.0"),
    ("jax.numpy.issubsctype", "0.4.16", "0.4.24", "jnp.issubdtype(x.dtype, t)", None),
    ("jax.numpy.msort", "0.4.1", "0.4.9", "jnp.sort(x, axis=0)", "call:{jax.numpy.sort}({0}, axis=0)"),
    ("jax.numpy.fix", "0.9.0", "0.10.0", "jax.numpy.trunc", RENAME),
))
# NumPy 1.x spellings jax.numpy never had (NumPy 2.0 removed them too).
for _name, _replacement, _migration in (
        ("NaN", "jax.numpy.nan", RENAME), ("Inf", "jax.numpy.inf", RENAME), ("Infinity", "jax.numpy.inf", RENAME),
        ("PINF", "jax.numpy.inf", RENAME), ("infty", "jax.numpy.inf", RENAME), ("bool8", "jax.numpy.bool_", RENAME),
        ("asfarray", "jnp.asarray(x, dtype=float)", None), ("find_common_type", "jax.numpy.result_type", None)):
    declare(f"jax.numpy.{_name}", never_in_jax=True, replacement=_replacement, migration=_migration, raises=ATTRIBUTE)
declare(("jax.tree_reduce", "jax.tree_all", "jax.xmap", "jax.experimental.pure_callback"), never_in_jax=True,
        raises=ATTRIBUTE)
for _name, _replacement in (("jax.tree_reduce", "jax.tree.reduce"), ("jax.tree_all", "jax.tree.all"),
                            ("jax.experimental.pure_callback", "jax.pure_callback")):
    declare(_name, replacement=_replacement, migration=RENAME)
declare("jax.xmap", replacement="jax.shard_map or jax.vmap(..., spmd_axis_name=...)")

# --- jax.random, jax.lax, jax.nn, jax.scipy, jax.ops, jax.tree_util, jax.dlpack ------------------------
_removed((
    ("jax.random.KeyArray", "0.4.16", "0.4.24", "jax.Array", RENAME_TYPE),
    ("jax.random.PRNGKeyArray", "0.4.16", "0.4.24", "jax.Array", RENAME_TYPE),
    ("jax.random.shuffle", "0.4.21", "0.4.31", "jax.random.permutation(key, x, independent=True)",
     "call:{jax.random.permutation}({0}, {1}, independent=True)",
     "permutation draws a different (and independent per row) shuffle from the same key"),
    ("jax.random.threefry_2x32", "0.4.20", "0.4.24", "jax.extend.random.threefry_2x32", RENAME),
    ("jax.random.threefry2x32_key", "0.4.17", "0.4.24", "jax.random.key(seed, impl='threefry2x32')", None),
    ("jax.random.rbg_key", "0.4.17", "0.4.24", "jax.random.key(seed, impl='rbg')", None),
    ("jax.random.unsafe_rbg_key", "0.4.17", "0.4.24", "jax.random.key(seed, impl='unsafe_rbg')", None),
    ("jax.random.default_prng_impl", "0.4.20", "0.4.24",
     "jax.config.jax_default_prng_impl (the name) or jax.random.key_impl(key)", None),
    ("jax.lax.tie_in", "0.4.24", "0.4.29", "its second argument (tie_in has done nothing since omnistaging)",
     "call:{1}"),
    ("jax.lax.pvary", "0.8.2", "0.10.0", "jax.lax.pcast(x, axis_name, to='varying')", None),
    ("jax.lax.zeros_like_array", "0.7.1", "0.9.0", "jax.numpy.zeros_like", RENAME),
    ("jax.nn.normalize", "0.3.5", "0.4.29", "jax.nn.standardize", RENAME),
    ("jax.scipy.linalg.tril", "0.4.16", "0.4.24", "jax.numpy.tril", RENAME),
    ("jax.scipy.linalg.triu", "0.4.16", "0.4.24", "jax.numpy.triu", RENAME),
    ("jax.scipy.special.sph_harm", "0.7.0", "0.10.0", "jax.scipy.special.sph_harm_y (different argument order)",
     None),
    ("jax.ops.index_update", "0.2.22", "0.3.2", "x.at[idx].set(y)", "call:{0}.at[{1}].set({2})"),
    ("jax.ops.index_add", "0.2.22", "0.3.2", "x.at[idx].add(y)", "call:{0}.at[{1}].add({2})"),
    ("jax.ops.index_mul", "0.2.22", "0.3.2", "x.at[idx].multiply(y)", "call:{0}.at[{1}].multiply({2})"),
    ("jax.ops.index_min", "0.2.22", "0.3.2", "x.at[idx].min(y)", "call:{0}.at[{1}].min({2})"),
    ("jax.ops.index_max", "0.2.22", "0.3.2", "x.at[idx].max(y)", "call:{0}.at[{1}].max({2})"),
    ("jax.ops.index", "0.2.22", "0.3.2", "jax.numpy.index_exp", RENAME),
    ("jax.tree_util.tree_multimap", "0.3.5", "0.3.16", "jax.tree_util.tree_map", RENAME),
    ("jax.tree_util.register_keypaths", "0.4.6", "0.4.24", "jax.tree_util.register_pytree_with_keys", None),
    ("jax.tree_util.build_tree", "0.6.0", "0.7.0", "jax.tree.unflatten", None),
    ("jax.dlpack.to_dlpack", "0.6.0", "0.7.0", "pass the array to the consumer's from_dlpack (x.__dlpack__)", None),
    ("jax.ad_checkpoint.checkpoint", "0.8.2", "0.10.0", "jax.checkpoint", RENAME),
    ("jax.ad_checkpoint.remat", "0.8.2", "0.10.0", "jax.remat", RENAME),
))

# --- sharding, pjit, experimental -------------------------------------------------------------------
_removed((
    ("jax.experimental.pjit.with_sharding_constraint", "0.4.16", "0.4.24", "jax.lax.with_sharding_constraint",
     RENAME),
    ("jax.experimental.pjit.PartitionSpec", "0.4.4", "0.4.11", "jax.sharding.PartitionSpec", RENAME),
    ("jax.experimental.PartitionSpec", "0.4.4", "0.4.11", "jax.sharding.PartitionSpec", RENAME),
    ("jax.interpreters.pxla.PartitionSpec", "0.4.4", "0.4.11", "jax.sharding.PartitionSpec", RENAME),
    ("jax.sharding.PositionalSharding", "0.6.0", "0.7.0", "jax.sharding.NamedSharding", None),
    ("jax.sharding.PmapSharding", "0.8.1", "0.10.0", "jax.sharding.NamedSharding", None),
    ("jax.experimental.enable_x64", "0.8.0", "0.9.0", "jax.enable_x64", RENAME),
    ("jax.experimental.disable_x64", "0.8.0", "0.9.0", "jax.enable_x64(False)", "call:{jax.enable_x64}(False)"),
    ("jax.experimental.compilation_cache.compilation_cache.initialize_cache", "0.7.1", "0.8.0",
     "jax.experimental.compilation_cache.compilation_cache.set_cache_dir", RENAME),
))
declare(("jax.experimental.enable_x64", "jax.experimental.disable_x64"), replacement_since="0.8.0")

# --- internals (jax.core, jax.interpreters) -------------------------------------------------------------
_removed((
    ("jax.interpreters.xla.DeviceArray", "0.4.4", "0.4.11", "jax.Array", RENAME_TYPE),
    ("jax.interpreters.pxla.ShardedDeviceArray", "0.4.7", "0.4.14", "jax.Array", RENAME_TYPE),
    ("jax.interpreters.xla.canonicalize_dtype", "0.7.0", "0.8.0", "jax.dtypes.canonicalize_dtype", RENAME),
    ("jax.interpreters.batching.BatchTracer", "0.7.1", "0.9.0",
     "jax.core.Tracer for type checks (BatchTracer has no public replacement)", None),
    ("jax.interpreters.batching.NotMapped", "0.7.1", "0.10.0", "no public replacement", None),
    ("jax.interpreters.ad.reducing_transposes", "0.9.0", "0.10.0", "no public replacement (it was unused)", None),
    ("jax.cloud_tpu_init.cloud_tpu_init", "0.8.1", "0.10.0",
     "nothing: JAX initialises Cloud TPUs itself; remove the call", None),
    ("jax.core.Shape", "0.4.19", "0.4.29", "tuple[int, ...]", None),
    ("jax.core.ConcreteArray", None, "0.4.36", "jax.core.is_concrete or jax.typeof", None),
    ("jax.core.get_aval", "0.8.2", "0.10.0", "jax.typeof", RENAME),
    ("jax.core.raise_to_shaped", "0.4.38", "0.6.0", "no replacement: avals are already shaped", None),
))
for _name in ("Primitive", "Jaxpr", "ClosedJaxpr", "JaxprEqn", "Literal", "Var", "Token", "jaxpr_as_fun"):
    declare(f"jax.core.{_name}", deprecated_in="0.4.38", removed_in="0.6.0", replacement=f"jax.extend.core.{_name}",
            migration=RENAME, raises=ATTRIBUTE)
for _name in ("AbstractToken", "TraceTag", "call_impl", "mapped_aval", "unmapped_aval", "set_current_trace",
              "take_current_trace", "subjaxprs"):
    declare(f"jax.core.{_name}", deprecated_in="0.8.2", removed_in="0.10.0", replacement=f"jax.extend.core.{_name}",
            migration=RENAME, raises=ATTRIBUTE)
declare("jax.core.traverse_jaxpr_params", deprecated_in="0.8.2", removed_in="0.10.0", raises=ATTRIBUTE,
        replacement="no public replacement")

# --- Deprecated, still present in jax 0.10.2 -----------------------------------------------------------
declare("jax.experimental.pjit.pjit", deprecated_in="0.8.0", replacement="jax.jit", migration=RENAME,
        caveat="jax.jit takes every argument after the function by keyword (pjit also took shardings by position)")
declare("jax.experimental.shard_map.shard_map", deprecated_in="0.8.0", replacement="jax.shard_map",
        migration=RENAME, replacement_since="0.7.0",
        caveat="jax.shard_map takes mesh, in_specs and out_specs by keyword and calls check_rep check_vma")
declare("jax.cloud_tpu_init", deprecated_in="0.8.1", removed_in="0.11.0",
        replacement="nothing: JAX initialises Cloud TPUs itself; remove the import")
# jax.core internals deprecated in 0.10.0, removed in 0.11.0, and what jax.extend / jax.errors offer instead.
for _name in ("CallPrimitive", "DebugInfo", "DropVar", "Effect", "Effects", "check_jaxpr", "concrete_or_error",
              "find_top_trace", "gensym", "get_opaque_trace_state", "jaxprs_in_params", "new_jaxpr_eqn",
              "no_effects", "primal_dtype_to_tangent_dtype", "valid_jaxtype"):
    declare(f"jax.core.{_name}", deprecated_in="0.10.0", removed_in="0.11.0", replacement=f"jax.extend.core.{_name}",
            migration=RENAME)
for _name in ("InconclusiveDimensionOperation", "JaxprTypeError"):
    declare(f"jax.core.{_name}", deprecated_in="0.10.0", removed_in="0.11.0", replacement=f"jax.errors.{_name}",
            migration=RENAME)
for _name in ("JaxprPpContext", "JaxprPpSettings", "OutputType", "abstract_token", "aval_mapping_handlers", "call",
              "concretization_function_error", "custom_typechecks", "is_concrete", "is_constant_dim",
              "is_constant_shape", "literalable_types", "no_axis_name", "nonempty_axis_env_DO_NOT_USE", "trace_ctx",
              "unsafe_am_i_under_a_jit_DO_NOT_USE", "unsafe_am_i_under_a_vmap_DO_NOT_USE",
              "unsafe_get_axis_names_DO_NOT_USE"):
    declare(f"jax.core.{_name}", deprecated_in="0.10.0", removed_in="0.11.0", replacement="no public replacement")
declare("jax.core.pytype_aval_mappings", deprecated_in="0.10.0", replacement="no public replacement")
# Every public name of jax.interpreters.pxla is deprecated since 0.8.2 (internals of pmap).
for _name in ("Index", "MeshAxisName", "MeshExecutable", "global_aval_to_result_handler", "global_result_handlers",
              "are_hlo_shardings_equal", "is_hlo_sharding_replicated", "ArrayMapping", "array_mapping_to_axis_resources",
              "_UNSPECIFIED",
              "op_sharding_to_indices"):
    declare(f"jax.interpreters.pxla.{_name}", deprecated_in="0.8.2", removed_in="0.11.0",
            replacement="no public replacement")
for _name in ("MeshComputation", "global_avals_to_results_handler"):
    declare(f"jax.interpreters.pxla.{_name}", deprecated_in="0.8.2", replacement="no public replacement")
declare("jax.interpreters.pxla.thread_resources", deprecated_in="0.8.2", replacement="with jax.set_mesh(mesh):")
for _name in ("Chunked", "NoSharding", "Replicated", "ShardedAxis", "ShardingSpec", "Unstacked", "spec_to_indices",
              "MapTracer", "PmapExecutable", "parallel_callable", "shard_args"):
    declare(f"jax.interpreters.pxla.{_name}", removed_in="0.10.0", replacement="jax.shard_map (instead of jax.pmap)",
            raises=ATTRIBUTE)
declare(("jax.scipy.special.lpmn", "jax.scipy.special.lpmn_values"), deprecated_in="0.5.0",
        replacement="no replacement is planned")

# --- Array methods and attributes (reported only on receivers known to be JAX arrays) -------------------
declare(("jax.Array", "jax.numpy.ndarray"), array_type=True)  # what the old array types became
_removed((
    ("attr:device_buffer", "0.4.22", "0.4.27", "x.addressable_data(0)", "expr:{x}.addressable_data(0)",
     "addressable_data(0) is the first addressable shard, not a buffer object"),
    ("attr:device_buffers", "0.4.22", "0.4.27", "[s.data for s in x.addressable_shards]",
     "expr:[s.data for s in {x}.addressable_shards]",
     "the list holds arrays, one per addressable shard, not buffer objects"),
    ("method:to_py", "0.3.17", "0.4.1", "np.asarray(x)", "call:{numpy.asarray}({x})"),
    ("method:block_host_until_ready", "0.3.2", "0.4.1", "x.block_until_ready()", "call:{x}.block_until_ready()"),
    ("method:device", "0.4.21", "0.4.27", "x.device (a property now), or x.devices()", "call:{x}.device"),
))
declare("method:device", raises=TYPE)

# --- Keyword arguments (TypeError) ----------------------------------------------------------------------
declare("jax.numpy.reshape", removed_keywords=(("newshape", "0.4.28", "0.4.36", "shape"),))
declare("jax.numpy.clip", removed_keywords=(("a", "0.4.27", "0.10.0", None), ("a_min", "0.4.27", "0.10.0", "min"),
                                            ("a_max", "0.4.27", "0.10.0", "max")))
declare(("jax.numpy.sort", "jax.numpy.argsort"), removed_keywords=(("kind", None, "0.4.28", ""),))
# Where the replacement appeared (a fix for an older target cannot use it).
declare(("jax.tree_map", "jax.tree_leaves", "jax.tree_flatten", "jax.tree_unflatten", "jax.tree_structure",
         "jax.tree_transpose", "jax.tree_reduce", "jax.tree_all"), replacement_since="0.4.25")
declare(("jax.numpy.DeviceArray", "jax.interpreters.xla.DeviceArray", "jax.interpreters.pxla.ShardedDeviceArray",
         "jax.random.KeyArray", "jax.random.PRNGKeyArray"), replacement_since="0.4.1")
declare("jax.core.get_aval", replacement_since="0.6.0")
declare("jax.numpy.trapz", replacement_since="0.4.16")


# Replacements that are modules (an import statement names them with `import`).
MODULES = frozenset({
    "jax", "jax.core", "jax.interpreters.xla", "jax.interpreters.pxla", "jax.extend.linear_util",
    "jax.example_libraries.optimizers", "jax.example_libraries.stax", "jax.scipy.special",
})
# `jax.ops.index[i]` and its kin build an index tuple: inside `x.at[...]` the plain index is the same.
INDEX_HELPERS = frozenset({"jax.ops.index", "jax.numpy.index_exp", "jax.numpy.s_", "numpy.index_exp", "numpy.s_"})
# Modules `import jax` does not load: an attribute chain from a `jax` alias cannot reach them.
NOT_LOADED_BY_IMPORT_JAX = ("jax.extend", "jax.example_libraries")


def is_module(name: str) -> bool:
    fact = FACTS.get(name)
    return name in MODULES or (fact is not None and fact.raises == MODULE_NOT_FOUND)


# --- Versions and targets ----------------------------------------------------------------------------
def version_tuple(text: str) -> tuple[int, ...]:
    """'0.4.30' -> (0, 4, 30); a suffix ('0.5.0rc1', '0.4.31.dev20240701') is dropped."""
    parts = []
    for piece in text.split(".")[:3]:
        digits = ""
        for char in piece:
            if not char.isdigit():
                break
            digits += char
        if not digits:
            break
        parts.append(int(digits))
        if len(digits) != len(piece):
            break
    return tuple(parts) or (0,)


def lifecycle_names() -> list[str]:
    return sorted(name for name, fact in FACTS.items() if _tracked(fact))


def _tracked(fact: Fact) -> bool:
    return bool(fact.removed_in or fact.deprecated_in or fact.never_in_jax or fact.removed_keywords)


@lru_cache(maxsize=1)
def last_parts() -> frozenset[str]:
    """The last component of every name the table tracks (`tree_map`, `to_py`): an attribute
    chain ending in anything else cannot be a use of one (the rules' fast path)."""
    return frozenset(name.rpartition(":")[2].rpartition(".")[2] for name in lifecycle_names())


@lru_cache(maxsize=1)
def newest_known() -> str:
    """The newest JAX version the table mentions."""
    versions = []
    for name in lifecycle_names():
        fact = FACTS[name]
        versions += [v for v in (fact.removed_in, fact.deprecated_in) if v]
        versions += [v for keyword in fact.removed_keywords for v in keyword[1:3] if v]
    return max(versions, key=version_tuple)


@lru_cache(maxsize=1)
def installed_jax() -> str | None:
    """The installed JAX's version, read from its metadata: jaxlint never imports JAX."""
    return installed_version("jax")


def resolve_target(configured: str | None) -> tuple[str, str]:
    """(version, where it came from): the `target-jax` setting, else the installed JAX, else the
    newest version the table knows."""
    if configured:
        return configured, "target-jax setting"
    installed = installed_jax()
    if installed:
        return installed, "installed JAX"
    return newest_known(), "newest version jaxlint knows"


@dataclass(frozen=True)
class Lifecycle:
    """A name's state at a target version: `fact` is the record that decides it (the name
    itself or a module above it), `rest` the attribute path below that record."""

    state: str  # "removed" or "deprecated"
    fact: Fact
    rest: str = ""

    @property
    def name(self) -> str:
        return self.fact.name.removeprefix(MODULE_PREFIX)


def state_at(fact: Fact, target: str) -> str | None:
    """'removed', 'deprecated' or None for one record at a target version."""
    at = version_tuple(target)
    if fact.never_in_jax or (fact.removed_in and version_tuple(fact.removed_in) <= at):
        return "removed"
    if fact.deprecated_in and version_tuple(fact.deprecated_in) <= at:
        return "deprecated"
    return None


def lifecycle(name: str | None, target: str, module_path: bool = False) -> Lifecycle | None:
    """The state of a dotted name at `target`: a removed record (the name or any module above
    it) wins over a deprecated one, the longest record wins among equals. `module_path`: the
    name is imported as a module (`import a.b`, `from a.b import c`), so `module:` records count."""
    if not name:
        return None
    parts = name.split(".")
    found: dict[str, Lifecycle] = {}
    for end in range(len(parts), 0, -1):
        prefix = ".".join(parts[:end])
        keys = ((MODULE_PREFIX + prefix,) if module_path else ()) + (prefix,)
        for key in keys:
            fact = FACTS.get(key)
            state = state_at(fact, target) if fact is not None else None
            if state is not None and state not in found:
                found[state] = Lifecycle(state, fact, ".".join(parts[end:]))
    return found.get("removed") or found.get("deprecated")


def member(fact: Fact, rest: str) -> str | None:
    """What `rest` below a renamed record becomes: the replacement, or one of its members."""
    if fact.migration not in (RENAME, RENAME_TYPE) or not fact.replacement:
        return None
    return f"{fact.replacement}.{rest}" if rest else fact.replacement


def migrated(name: str, target: str) -> str | None:
    """The name a rename chain ends at (`jax.xla.DeviceArray` -> `jax.interpreters.xla.DeviceArray`
    -> `jax.Array`), or None when it ends at a removed name or at advice."""
    for _ in range(4):
        found = lifecycle(name, target)
        if found is None or found.state != "removed":
            return name
        name = member(found.fact, found.rest)
        if name is None:
            return None
    return None


def available(fact: Fact, target: str) -> bool:
    """The replacement exists at the target version."""
    return fact.replacement_since is None or version_tuple(fact.replacement_since) <= version_tuple(target)
