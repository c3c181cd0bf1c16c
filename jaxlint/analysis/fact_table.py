"""The record and the registry behind the facts table (facts.py, library_facts.py)."""

from __future__ import annotations

from dataclasses import dataclass, fields

# What a call returns (`Fact.returns`).
ARRAY = "array"  # an array: traced when an argument is a tracer or the call is staged under jit
STATIC = "static"  # a Python value whatever the arguments (shapes, dtypes, device counts)
SHAPE = "shape"  # a static shape tuple of Python ints, as `x.shape` is (`jnp.shape(x)`): concatenated with a
#   tuple holding a tracer, the result holds that tracer
NONE = "none"  # returns None (printing, callbacks)
UNKNOWN = "unknown"  # may return anything; the analysis says nothing about the result
TREE_MAP = "tree_map"  # applies its function to the leaves of its trees
TREE_LEAVES = "tree_leaves"  # the leaves of its tree, as a list
STATIC_WHEN_STATIC = "static_when_static"  # a Python value for Python arguments, an array for arrays
REF = "ref"  # a mutable array reference (jax.new_ref): `r[...] = v` writes it, under jit too
AXIS_POSITION = "axis_position"  # a position along a named mapped axis (lax.axis_index): it runs only inside the
#   transform binding that name (unbound it raises NameError), so it is always a tracer there
RAVELLED = "ravelled"  # (its tree's leaves as one flat array, the function that unravels such an array)
UNRAVELLED = "unravelled"  # a pytree whose leaves are read from its argument (traced when it is)
UNRAVEL = "jax.flatten_util.ravel_pytree.<unravel>"  # the function ravel_pytree returns, as a value

# How a transform traces the function it wraps (`Fact.transform`).
JIT = "jit"  # every parameter traced except the static ones; values staged
VMAP = "vmap"  # parameters mapped by in_axes traced, not staged
FILTER_JIT = "filter_jit"  # arrays traced; Python scalars and other objects static (equinox, nnx)
GRAD = "grad"  # tracers are concrete (Python control flow works): not a traced context alone
PASS = "pass"  # returns the function unchanged for our purposes

# jax.* namespaces whose calls compute arrays (traced when staged or given tracers).
ARRAY_NAMESPACES = ("jax.numpy.", "jax.lax.", "jax.random.", "jax.nn.", "jax.scipy.", "jax.image.", "jax.ops.")
# Roots of libraries: a call into them is never followed into project code.
# The decorators whose function defines its own derivative rules (`defjvp`/`defvjp`): one object
# that flattens the arguments its `nondiff_argnums` leave out, and is no descriptor.
CUSTOM_DERIVATIVES = frozenset({"jax.custom_jvp", "jax.custom_vjp"})

LIBRARY_ROOTS = ("jax.", "numpy.", "math.", "flax.", "optax.", "haiku.", "equinox.", "chex.", "scipy.",
                 "functools.", "typing.", "collections.", "os.", "sys.", "torch.", "tensorflow.")


@dataclass(frozen=True)
class Fact:
    name: str
    returns: str = ARRAY
    # Transforms (`jax.jit(f)`) and control-flow primitives (`lax.scan(body, ...)`).
    transform: str | None = None
    bodies: tuple[tuple[int, ...], tuple[str, ...]] | None = None  # positions/keywords of traced functions
    branch_list: int | None = None  # position of a sequence of traced branches (lax.switch)
    body_arity: int | tuple[str, int] | None = None  # arguments passed to bodies: n, or ("after", k)
    # What each body parameter receives: "arg:k" (argument k), "slice:k" (one slice of argument k),
    # "index" (the loop counter), "rest:k" (arguments k, k+1, ... one per parameter).
    body_operands: tuple[str, ...] | None = None
    # What the call returns, from what its bodies return: "carry" (the last body's return),
    # "scan" ((carry, stacked outputs)), "branches" (any branch's return), "stacked".
    body_result: str | None = None
    label: str | None = None  # the short spelling messages use ("lax.scan")
    caches: bool = False  # compiles once per hash of its static arguments and reuses that (jit, pmap)
    filters: bool = False  # a vmap that maps only array arguments (non-arrays pass through unmapped)
    # Which arguments of a call it traces when it wraps a library function (JAX812): "all" but the
    # static ones and None (jit), "mapped" (the ones in_axes maps: vmap, pmap), "arrays" (filter_jit).
    traces_arguments: str | None = None
    # Arguments that must be concrete Python ints or shapes, and the error a tracer there raises.
    unspecced_static: str | None = None  # its keyword of per-argument specs, where `None` passes that
    #   argument through untraced, as a Python value (shard_map's in_specs)
    static_args: tuple[tuple[int, ...], tuple[str, ...]] | None = None
    static_error: str | None = None
    # The measured parameters among them (analysis/static_params.py): (name, position or None, the error a
    # tracer there raises, or None where it varies with the call's other arguments).
    static_params: tuple[tuple[str, int | None, str | None], ...] | None = None
    static_need: str | None = None  # what those arguments must be, as messages spell it ("a concrete integer")
    # (position, name, keyword): that static argument may be traced when the keyword is passed
    # (jnp.repeat's `repeats` with `total_repeat_length`, which fixes the output size).
    static_unless: tuple[int, str, str] | None = None
    static_values: bool = False  # that argument is an array of values (indices), not a size: marking it
    #   static is no fix (an array does not hash)
    # Static arguments of jitted functions, which JAX hashes (JAX810).
    hashes_statics: str | None = None  # a transform that hashes its static arguments at every call:
    #   "signature" (static_argnums and static_argnames, each inferred from the other: jax.jit) or
    #   "positions" (argument numbers only: pmap's static_broadcasted_argnums, make_jaxpr)
    unhashable: str | None = None  # the call returns a value hash() rejects; its type as messages spell it
    # What of its result a jitted or vmapped function cannot output (`ravel_pytree`'s unravel function):
    # handed straight to jax.jit or jax.vmap, it raises TypeError once traced (JAX812).
    output: str | None = None
    output_item: int | None = None  # the element of the returned tuple that holds it (None: the whole result)
    output_elements: str | None = None  # what every element of the returned list is (jax.devices()[0]: a Device)
    # A library object whose pytree holds functions as leaves (eqx.nn.MLP's activations): jax.jit or
    # a lax loop carry cannot trace it (JAX811); eqx.filter_jit keeps those leaves static.
    holds_functions: str | None = None
    # Host functions handed a tracer.
    converts: str | None = None  # raises this when given a tracer (TracerArrayConversionError, ...)
    accepts_tracers: bool = False  # works when handed a tracer (measured)
    # works on a traced array, but builds an array from a Python list or tuple first: a list of tracers
    # there raises this (np.iscomplexobj([a, b]) under jit: TracerArrayConversionError, measured)
    converts_sequences: str | None = None
    layer: bool = False  # a library layer class (nn.Dense, hk.Linear, eqx.nn.Linear): an instance called on a
    #   tracer returns one array, a tracer
    # A library layer whose call runs a Python `if` on one of its own fields (the first name) unless the
    # call passes one of the keywords (the rest) a value: a transform that traces the field (jax.jit, a
    # lax carry; not eqx.filter_jit) makes that `if` raise TracerBoolConversionError inside the library.
    branches_on_field: tuple[str, ...] | None = None
    false_when_staged: bool = False  # a flag that reads False wherever jit or lax control flow traces the code
    # The position of an argument the call raises on when it is a tracer, on purpose and with its
    # caller's message (`concrete_or_error(None, x, msg)`): once the call returns, it is no tracer.
    raises_on_tracer: int | None = None
    #   (jax.config.jax_disable_jit: with jit disabled they call their functions on values)
    pytree_class: bool = False  # a library class whose instances are pytree nodes (flax's DynamicScale, optax's
    #   states): a field annotated with it holds that object, rebuilt from its leaves, never one array
    transfers: bool = False  # hands back its first argument (jax.device_get of a tracer under jit is that tracer)
    computes: bool = False  # a library function computing an array from its arguments (optax.global_norm):
    #   a tracer when one of them holds a tracer
    dispatches: bool = False  # NumPy hands it to the array's own method: a tracer in, a tracer out
    # Positions/keywords of schedule arguments (optax.adam(learning_rate=fn), optax.scale_by_schedule(fn)): a
    # callable there is called by the transformation's `update` with the step count its state holds.
    schedules: tuple[tuple[int, ...], tuple[str, ...]] | None = None
    jax_equivalent: str | None = None  # the jax spelling a fix can use ("jax.numpy.exp")
    equivalent_note: str | None = None  # how the jax equivalent differs (accuracy, defaults): its fix is unsafe
    instead: str | None = None  # what to use where no jax function takes its place (`converts` advice)
    shared_keywords: tuple[str, ...] | None = None  # keywords the jax equivalent takes alike (None: any)
    # The result and the call.
    boolean: bool = False  # returns a boolean array
    elementwise: bool = False  # maps each element on its own: the result has the input's shape
    dynamic_shape: bool = False  # output shape depends on values: needs size= under jit
    # How a fix bounds a dynamic shape: (keyword, position of the argument whose .size bounds the
    # result, positional slot of the keyword or None), and the fill_value it passes (None: JAX's default).
    size_bound: tuple[str, int, int | None] | None = None
    size_fill: str | None = None
    shape_math: bool = False  # jnp on static shape values (JAX401 flags it)
    shape_reduction: bool = False  # jnp reduction that rejects a shape tuple (TypeError)
    constructor: bool = False  # builds an array from a Python value (jnp.array, jnp.int32)
    builds_array: bool = False  # a NumPy function that builds an array from sizes (np.arange(n)): never a shape value
    nan_prone: bool = False  # can be inf/NaN where a jnp.where does not select it
    pure: bool = False  # no side effects: safe to evaluate in both branches of jnp.where
    nan_guard: tuple[int, str] | None = None  # (argument, a value where it and its derivative are finite)
    costly: bool = False  # worth running in one branch only (lax.cond) rather than both (jnp.where)
    changes_shape: bool = False  # the result's shape differs from its array arguments' (no loop carry)
    staged_effect: bool = False  # a side effect JAX stages itself (jax.debug.print): fine in lax.cond/loop bodies
    host_function: bool = False  # its first argument runs on the host when the compiled code runs (pure_callback)
    carry: tuple[int, int] | None = None  # (body parameter, call argument): the loop carry / scan init
    concrete_context: bool = False  # `with f():` runs its body eagerly (ensure_compile_time_eval)
    # a decorator that rewrites the function's source before anything runs it, when called with this
    # keyword true (`@qjit(autograph=True)` turns `x[i] = v` into `.at[].set` and `if` on tracers into
    # lax.cond): the body as written never runs, so nothing in it is reported
    rewrites_source: str | None = None
    eager_context: bool = False  # `with f():` runs jit and lax control flow in its body as Python (disable_jit)
    eager_when_disabled: bool = False  # under such a `with`, calls the function on values, not tracers
    # jax.grad alone: its tracers hold their values, so what needs only a value works on them
    # (Python control flow, int(), .item()); a host copy (float(), NumPy) or a print does not.
    concrete_tracers: bool = False  # a transform whose tracers are concrete (differentiation, not jit)
    reverse_mode: bool = False  # differentiates in reverse mode (grad, jacrev): loops it reaches get transposed
    # Arguments that must be concrete when the call is differentiated in reverse mode, and what a tracer
    # there raises (lax.fori_loop's bounds: a dynamic trip count makes it a while_loop, which has no transpose).
    reverse_static_args: tuple[tuple[int, ...], tuple[str, ...]] | None = None
    reverse_error: str | None = None
    # a loop that has no transpose at all (lax.while_loop): differentiated in reverse mode, a body that
    # carries the differentiated values raises `reverse_error` whatever its arguments
    reverse_untransposable: bool = False
    works_on_concrete: bool = False  # a conversion that succeeds on such a tracer (bool, int, .item())
    wide_dtype: str | None = None  # float64/complex128: truncated while x64 is off
    returns_update: bool = False  # a functional update: the result is the new value, the input is unchanged
    returns_tuple: bool = False  # returns a tuple (or named tuple) of arrays, not one array
    canonical: str | None = None  # the same object under another name
    # PRNG keys (JAX320), as jax_debug_key_reuse sees them.
    key_args: tuple[tuple[int, ...], tuple[str, ...]] | None = None  # positions/keywords that take a PRNG key
    consumes_key: bool = False  # the key there is used up: a second use raises KeyReuseError (draws, split)
    makes_key: bool = False  # returns fresh keys (key, PRNGKey, split, fold_in, clone, wrap_key_data)
    makes_initializer: bool = False  # returns `init(key, shape, dtype)`, which consumes its key
    called_key_args: tuple[str, ...] | None = None  # a library class whose instances, called, consume the key
    #   given at these keywords (`dropout(x, key=k)` of an equinox.nn.Dropout)
    selects: bool = False  # draws indices (permutation, choice): one key given to two such calls selects
    #   alike, which code does on purpose to shuffle paired arrays the same way
    # Methods and attributes.
    array_method: bool = False  # a method of arrays returning an array
    concretizes: bool = False  # turns a tracer into a Python value (.item(), bool())
    traced_nondiff_error: str | None = None  # custom_vjp: a tracer at a nondiff_argnums position raises this
    reads_buffer: bool = False  # a method of a concrete array's device buffer (.delete()); a tracer has none
    static_on_static: bool = False  # a str/dict/list method: static result on a static receiver
    mutating: bool = False  # changes its receiver in place (list.append, dict.update)
    stores: bool = False  # keeps its argument in the receiver (append, update, setdefault)
    list_mutator: bool = False  # means "mutate a list" whatever the receiver (append, extend)
    static_attr: bool = False  # an array attribute that is a Python value (x.shape)
    concrete_attr_error: str | None = None  # an attribute of concrete arrays only (x.sharding): read on a
    #   tracer (jit, vmap, grad alike) it raises this
    traced_attr: bool = False  # an array attribute that is an array (x.T, x.at)
    container: str | None = None  # builtins building a container: its Python type
    array_type: bool = False  # the type of JAX arrays (an annotation with it makes a parameter an array)
    tracer_type: bool = False  # the base class of tracers: `isinstance(v, it)` is True on a tracer, False on a Python value
    host_array_type: bool = False  # a NumPy array or scalar type: `isinstance(v, it)` is False on a tracer
    # Life cycle (JAX901/JAX902): the version that removed or deprecated it, and what replaces it.
    removed_in: str | None = None
    deprecated_in: str | None = None
    replacement: str | None = None
    raises: str | None = None  # what using the removed name raises
    migration: str | None = None  # how a fix rewrites it (see rules/removed_api.py)
    never_in_jax: bool = False  # a NumPy spelling jax never had (jnp.NaN): AttributeError on every version
    replacement_since: str | None = None  # the JAX version that introduced `replacement` (fixes need it)
    caveat: str | None = None  # why a fix to `replacement` may change behaviour (makes the fix unsafe)
    # Keyword arguments JAX dropped: (keyword, deprecated_in, removed_in, the keyword replacing it: "" to
    # drop the argument, None when there is no one-to-one replacement).
    removed_keywords: tuple[tuple[str, str | None, str, str | None], ...] = ()


FACTS: dict[str, Fact] = {}


def declare(names, **properties) -> None:
    """Add `properties` to the record of each name (creating it); later declarations refine."""
    unknown = properties.keys() - _FIELD_NAMES
    if unknown:
        raise TypeError(f"Fact has no field {sorted(unknown)[0]!r}")
    for name in (names,) if isinstance(names, str) else names:
        current = FACTS.get(name)
        FACTS[name] = _record(current.__dict__ if current is not None else {**_DEFAULTS, "name": name}, properties)
    _ALIASES.clear()


def _record(base: dict, properties: dict) -> Fact:
    """A Fact with `base`'s fields overridden by `properties`, filled in one step: the table's
    ~1,300 records are built at import, where the frozen dataclass' own `__init__`/`replace`
    (one `object.__setattr__` per field, 70 fields) cost 28 ms of a single file's lint."""
    fact = object.__new__(Fact)
    fact.__dict__.update(base)
    fact.__dict__.update(properties)
    return fact


def lookup(name: str | None) -> Fact | None:
    return FACTS.get(name) if name else None


def static_error_at(known: Fact | None, position: int | None, keyword: str | None) -> str | None:
    """The error a tracer raises at one argument of a call to `known` (by `keyword`, else at `position`):
    measured for that parameter where the table has it (`static_params`), else the function's `static_error`."""
    if known is None:
        return None
    for param, at, error in known.static_params or ():
        if error is not None and (keyword == param if keyword is not None else position == at):
            return error
    return known.static_error


def static_keyword_at(known: Fact, position: int) -> str | None:
    """The name of the static parameter a call to `known` passes at `position` (None: not static, or the
    table cannot tell: its hand entries pair positions with keywords only where they list as many)."""
    for param, at, _error in known.static_params or ():
        if at == position:
            return param
    positions, keywords = known.static_args or ((), ())
    if len(positions) == len(keywords) and position in positions:
        return keywords[positions.index(position)]
    return None


def method(name: str) -> Fact | None:
    return FACTS.get("method:" + name)


def attribute(name: str) -> Fact | None:
    return FACTS.get("attr:" + name)


def names_where(**properties) -> frozenset[str]:
    """Every name whose record has all of `properties` (tests and docs read the table this way)."""
    return frozenset(name for name, fact in FACTS.items()
                     if all(getattr(fact, key) == value for key, value in properties.items()))


def canonical(name: str) -> str:
    """One spelling per object: `jax.remat` is `jax.checkpoint`, `jax._src.numpy.x` is `jax.numpy.x`."""
    fact = FACTS.get(name)
    if fact is not None and fact.canonical is not None:
        return fact.canonical
    for prefix, target in (("jax._src.numpy.", "jax.numpy."), ("jax._src.lax.", "jax.lax.")):
        if name.startswith(prefix):
            return target + name[len(prefix):].split(".")[-1]
    return name


def in_array_namespace(name: str) -> bool:
    return name.startswith(ARRAY_NAMESPACES)


FIELDS = tuple(f.name for f in fields(Fact))
_FIELD_NAMES = frozenset(FIELDS)
_DEFAULTS = {f.name: f.default for f in fields(Fact) if f.name != "name"}



# canonical name -> the table's other spellings of it; rebuilt after a declaration changes the table
_ALIASES: dict[str, list[str]] = {}


def spellings(names, also=()) -> frozenset[frozenset[str]]:
    """What a text spells wherever its imports can name one of `names` (with each of `also`
    besides), as alternative sets of the tokens the prefilter reads (jaxlint/prefilter.py
    `Spelled`): `=a.b` where its imports and attribute chains name `a.b` or something below
    it (the table's other spellings of a name, `jax.remat` for `jax.checkpoint`, are
    alternatives); `method:m` and `attr:a` (members of any receiver): `.m`, `.a`, read as an
    attribute."""
    wanted = set(names)
    if not _ALIASES:
        for alias, fact in FACTS.items():
            if fact.canonical is not None:
                _ALIASES.setdefault(fact.canonical, []).append(alias)
    spelled = wanted.union(*(_ALIASES.get(name, ()) for name in wanted))
    out = set()
    for name in spelled:
        kind, _, dotted = name.rpartition(":")
        out.add(frozenset({("." if kind in ("method", "attr") else "=") + dotted}) | frozenset(also))
    return frozenset(out)


def words(names) -> frozenset[frozenset[str]]:
    """Each of `names` alone: a word the text must spell (`float64` in a string), or, written
    `.name`, an attribute it must read (`.at`)."""
    return frozenset(frozenset((name,)) for name in names)
