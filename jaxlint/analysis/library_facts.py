"""Facts about the JAX libraries (equinox, flax, haiku, optax), in the table of facts.py.

Checked against equinox 0.13 (installed for the tests: tests/analysis/test_library_transforms.py
compares filter_jit's tracing with equinox itself); flax and haiku by their documentation.
"""

from __future__ import annotations

from jaxlint.analysis.fact_table import FILTER_JIT, GRAD, VMAP, declare

# Transforms: equinox and nnx trace arrays and keep Python scalars and other objects static.
declare(("equinox.filter_jit", "equinox.filter_pmap", "flax.nnx.jit", "flax.nnx.remat", "haiku.remat"),
        transform=FILTER_JIT)
declare(("equinox.filter_jit", "equinox.filter_pmap", "flax.nnx.jit"), caches=True)
declare(("equinox.filter_vmap", "flax.nnx.vmap", "haiku.vmap"), transform=VMAP)
declare("equinox.filter_vmap", filters=True)  # default in_axes=eqx.if_array(0)
declare(("equinox.filter_jit", "equinox.filter_vmap"), traces_arguments="arrays")  # ints stay static (measured)
declare(("equinox.filter_grad", "equinox.filter_value_and_grad", "flax.nnx.grad", "flax.nnx.value_and_grad"),
        transform=GRAD)
declare(("equinox.filter_grad", "equinox.filter_value_and_grad", "flax.nnx.grad", "flax.nnx.value_and_grad"),
        reverse_mode=True)

# Haiku's control flow wraps lax's and traces its bodies the same way.
declare("haiku.scan", bodies=((0,), ("f",)), body_arity=2, label="hk.scan",
        body_operands=("arg:1", "slice:2"), body_result="scan")
declare("haiku.fori_loop", bodies=((2,), ("body_fun",)), body_arity=2, label="hk.fori_loop",
        body_operands=("index", "arg:3"), body_result="carry")
declare("haiku.while_loop", bodies=((0, 1), ("cond_fun", "body_fun")), body_arity=1, label="hk.while_loop",
        body_operands=("arg:2",), body_result="carry")
declare("haiku.cond", bodies=((1, 2), ("true_fun", "false_fun")), body_arity=("after", 3), label="hk.cond",
        body_operands=("rest:3",), body_result="branches")

# eqx.partition / eqx.filter read their filter_spec's leaves as Python bools or callables: a traced
# leaf (the spec passed into jax.jit or vmap as an ordinary argument) raises ValueError.
declare(("equinox.partition", "equinox.filter"), static_args=((1,), ("filter_spec",)), static_error="ValueError",
        static_need="a pytree of concrete booleans or callables")

# Catalyst's qjit (also as pennylane.qjit) with autograph=True converts the function's Python source
# (item assignment, `if`/`for` on traced values) before tracing it (read in catalyst's documentation and its
# test_autograph.py, which assigns `result[i] = x[i] * 2` on a jnp array under it).
declare(("catalyst.qjit", "pennylane.qjit"), rewrites_source="autograph")
# optax: updates are returned, never applied in place.
declare("optax.apply_updates", returns_update=True)
# Layers whose call returns one array (not a (carry, output) pair like the LSTM cells): called on a
# tracer, a tracer (flax.linen, haiku, equinox; checked against the installed libraries' names).
declare([f"flax.linen.{name}" for name in (
    "Dense", "DenseGeneral", "Conv", "ConvTranspose", "ConvLocal", "Embed", "LayerNorm", "BatchNorm", "GroupNorm",
    "RMSNorm", "InstanceNorm", "Dropout", "MultiHeadDotProductAttention", "SelfAttention", "MultiHeadAttention",
    "Einsum")]
        + [f"haiku.{name}" for name in (
            "Linear", "Conv1D", "Conv2D", "Conv3D", "Conv1DTranspose", "Conv2DTranspose", "Embed", "LayerNorm",
            "BatchNorm", "GroupNorm", "RMSNorm", "InstanceNorm", "MultiHeadAttention", "nets.MLP", "Flatten",
            "Bias", "Reshape")]
        + [f"equinox.nn.{name}" for name in (
            "Linear", "Conv", "Conv1d", "Conv2d", "Conv3d", "ConvTranspose1d", "ConvTranspose2d", "Embedding",
            "LayerNorm", "GroupNorm", "RMSNorm", "MLP", "Dropout", "MultiheadAttention", "Identity", "GRUCell")],
        layer=True)
# equinox's Dropout draws its mask from the key its call is given (equinox/nn/_dropout.py: `key=`).
declare("equinox.nn.Dropout", called_key_args=("key",))
# equinox 0.13's Dropout.__call__: `if inference is None: inference = self.inference` ... `if inference:
# return x`; its `inference: bool` field is no static field, so jax.jit and a lax.scan carry trace it
# (measured: TracerBoolConversionError at the layer's call; eqx.filter_jit, or `inference=` passed, runs).
declare("equinox.nn.Dropout", branches_on_field=("inference", "inference", "deterministic"))
# flax.linen re-exports jax.nn's activations (the same objects, checked against flax 0.12).
for _name in ("celu", "elu", "gelu", "glu", "hard_sigmoid", "hard_silu", "hard_swish", "hard_tanh", "leaky_relu",
              "log_sigmoid", "log_softmax", "logsumexp", "one_hot", "relu", "relu6", "selu", "sigmoid", "silu",
              "soft_sign", "softmax", "softplus", "standardize", "swish", "tanh"):
    declare(f"flax.linen.{_name}", canonical=f"jax.nn.{_name}")
# flax.linen modules are applied as `model.apply(variables, *args)`, which runs `__call__(*args)`.
FLAX_MODULE = "flax.linen.Module"
FLAX_APPLY_KEYWORDS = frozenset({"rngs", "mutable", "capture_intermediates"})  # apply's own, not __call__'s

# optax's numerics compute an array from their arguments (jnp inside): handed a tracer, they return one.
_OPTAX_LOSSES = ("l2_loss", "squared_error", "huber_loss", "softmax_cross_entropy",
                 "softmax_cross_entropy_with_integer_labels", "sigmoid_binary_cross_entropy", "cosine_similarity",
                 "cosine_distance", "log_cosh", "hinge_loss", "smooth_labels", "sigmoid_focal_loss", "kl_divergence")
declare([f"optax.{name}" for name in _OPTAX_LOSSES + ("global_norm", "safe_norm", "safe_root_mean_squares")]
        + [f"optax.losses.{name}" for name in _OPTAX_LOSSES]
        + [f"optax.tree_utils.tree_{name}" for name in ("l2_norm", "norm", "sum", "vdot", "max", "linf_norm",
                                                        "l1_norm")]
        + [f"optax.tree.{name}" for name in ("norm", "sum", "vdot", "max")], computes=True)
# Library classes whose instances are pytree nodes, not arrays: optax's states are NamedTuples
# (checked against the installed optax), equinox modules, flax's struct dataclasses (DynamicScale
# lived in `flax.optim` until flax 0.6, the same `@struct.dataclass`: read in flax's source).
declare([f"optax.{name}" for name in (
    "EmptyState", "ScaleByAdamState", "ScaleByScheduleState", "ScaleByRmsState", "ScaleByRStdDevState", "TraceState",
    "InjectHyperparamsState", "MultiStepsState", "ApplyIfFiniteState", "MaskedState", "MultiTransformState",
    "ClipByGlobalNormState", "AddDecayedWeightsState", "ScaleState", "EmaState", "LookaheadState")]
        + ["equinox.Module", "flax.training.dynamic_scale.DynamicScale", "flax.training.train_state.TrainState",
           "flax.optim.DynamicScale", "flax.optim.dynamic_scale.DynamicScale"],
        pytree_class=True)
# A GradientTransformation's `update` returns (updates, new_state).
OPTAX_TRANSFORM_METHODS = frozenset({"update"})
# optax functions taking a schedule (a callable of the step count) where they take a learning rate
# (annotated `ScalarOrSchedule` in the installed optax 0.2.8; test_optax_schedule_facts checks it): their
# `update` calls it with `state.count`, a tracer wherever the update runs traced.
declare([f"optax.{name}" for name in (
    "adabelief", "adadelta", "adafactor", "adagrad", "adam", "adamax", "adamaxw", "adamw", "adan", "amsgrad",
    "fromage", "lamb", "lars", "lion", "nadam", "nadamw", "noisy_sgd", "novograd", "optimistic_adam_v2",
    "optimistic_gradient_descent", "radam", "rmsprop", "scale_by_learning_rate", "sgd", "sign_sgd", "signum",
    "yogi")], schedules=((0,), ("learning_rate",)))
declare("optax.scale_by_schedule", schedules=((0,), ("step_size_fn",)))
OPTAX_CHAINS = frozenset({"optax.chain"})  # whose update runs each transformation's update
# `optax.GradientTransformation(init_fn, update_fn)`: its update method is update_fn (position 1)
OPTAX_TRANSFORMATIONS = frozenset({"optax.GradientTransformation", "optax.GradientTransformationExtraArgs",
                                   "optax._src.base.GradientTransformation",
                                   "optax._src.base.GradientTransformationExtraArgs"})
OPTAX_INJECT = "optax.inject_hyperparams"  # `inject_hyperparams(optax.adam)(learning_rate=fn)`: every keyword

# `hk.transform(f).apply(params, rng, *args)` calls f(*args): how many leading arguments apply takes.
HAIKU_APPLY_SKIP = {"haiku.transform": 2, "haiku.transform_with_state": 3, "haiku.multi_transform": None,
                    "haiku.without_apply_rng": -1}
HAIKU_RNG_FREE = "haiku.without_apply_rng"

# Equinox layers consume the `key=` they are built with (tests/analysis/test_key_facts.py).
declare([f"equinox.nn.{name}" for name in (
    "Conv", "Conv1d", "Conv2d", "Conv3d", "ConvTranspose", "ConvTranspose1d", "ConvTranspose2d", "ConvTranspose3d",
    "Embedding", "GRUCell", "LSTMCell", "Linear", "MLP", "MultiheadAttention")],
    key_args=((), ("key",)), consumes_key=True)
