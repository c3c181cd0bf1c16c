"""Recall and precision on minimal repros of public bug reports (tests/data/report_repros*/).

There are thirty-two sets here: report_repros/ (the first, which the analysis was tuned on), report_repros2/
to report_repros32/ (each built later from threads no earlier set uses, measured before any tuning; set 4, 78 cases
from 39 threads, untuned on main 72fe15a: recall 0.763 (29/38), precision 0.935 (29 caught, 2 OK cases alarmed);
after the fixes on branch repros4: recall 0.974 (37/38), precision 0.974 (1 OK case alarmed); set 5, 70 cases
from 35 threads, untuned on main f9ee180: recall 0.829 (29/35), precision 1.000 (no OK case alarmed); set 6,
66 cases from 32 threads, untuned on main da69493: recall 0.857 (30/35), precision 1.000 (no OK case alarmed);
after the fixes on branch repros6: recall 0.971 (34/35), precision 1.000; set 7, 69 cases from 32 threads,
untuned on main 71035f4: recall 0.722 (26/36), precision 1.000 (no OK case alarmed); after the fixes on
branch repros7: recall 0.889 (32/36), precision 1.000; set 8, 47 cases from 24 threads, untuned on
main d964859: recall 0.500 (11/22), precision 0.917 (11 caught, 1 OK case alarmed); after the fixes on
branch repros8: recall 0.591 (13/22), precision 0.929 (the same OK case alarmed, a key the thread's
code does reuse); with JAX701 in eager code (branch eager701) recall 0.727 (16/22); set 9, 49 cases from 23 threads, untuned on
main c9cf14b: recall 0.708 (17/24), precision 1.000 (no OK case alarmed); after the fixes on branch repros9:
recall 0.917 (22/24), precision 1.000, and set 7 recall 0.917 (33/36): eqx.partition's static half); set 10, 34 cases
from 12 threads (no removed-API cases: traced control flow, concretization, leaks, key reuse, in-place
updates, NumPy-style conversions; objects, eqx.Modules, NamedTuple pytrees, scan bodies), untuned on main
b2ec342: recall 0.944 (17/18), precision 1.000 (no OK case alarmed); after an equinox module's own
`__init__` and `__check_init__` run when it is built in traced code: recall 1.000 (18/18), precision 1.000; set 11,
42 cases from 19 jax-ml/jax threads (traced control flow, concretization and dynamic shapes, leaks, printed tracers,
key reuse, in-place updates, pytrees, methods and classmethods, lax bodies, library functions jitted directly),
untuned on main 159ab11: recall 0.579 (11/19), precision 1.000 (no OK case alarmed); after the fixes on branch
repros11 (the two-array set operations need size=, jax.debug.print of an f-string, lax.conv's strides, a list
display handed to a jitted function is a Python list of tracers): recall 0.789 (15/19), precision 1.000; set 12, 38
cases from 18 threads of repositories other than jax-ml/jax (equinox, flax, jaxopt, numpyro, blackjax, arviz,
qutip-jax, jax-cosmo, brainstate, gwpopulation, ...: enum and list fields of eqx.Modules, static `self`, objects
passed to jit, NumPy in custom_vjp, solver methods and properties, eager in-place updates, key reuse in
kernels and fori_loop bodies, leaks through a registry, printed pytrees), untuned on main 159ab11: recall 0.421
(8/19), precision 1.000 (no OK case alarmed); after the fixes on branch repros12 (eager JAX701 through the
dominating binding and arithmetic, register_dataclass called as a function, np.interp, a jitted method's static
self, text made from tracers, objects holding tracers stored globally, static instances' methods followed):
recall 0.842 (16/19), precision 1.000; with a key kept on `self` followed across methods (branch keys14)
0.895 (17/19)); set 13, 42 cases from 21 threads of jax-ml/jax and other repositories
(deepmd-kit, jaxsim, bayesflow, netket, PyAutoArray, aesara, pytensor, equinox, flax, numpyro, axlearn,
JAX-GalSim, wax-ml, QuantEcon, dynalang, Craftax, t5x, ...: constructors that validate traced values, attributes holding
arrays, objects and keys, factory closures, scan carries, static and non-array jit arguments, removed APIs),
untuned on main 52cc2f9: recall 0.429 (9/21), precision 0.900 (9 caught, 1 OK case alarmed); after the key and
stack fixes on branch keys14 (a context manager's push popped in `finally`, a key slot replaced by its split, a
tuple carry's key drawn by a function passed in): recall 0.524 (11/21), precision 1.000; set 14, 42 cases
from 21 threads, 18 of them outside jax-ml/jax (openpi, jaxgarden, neural-tangents, TFP, autoray, nvalchemi-toolkit-ops,
dm-haiku, flax, keras, jax-dataloader, alphafold, gymnax-blines, ticktack, jaxopt, DESC, mujoco, ...: policy and
environment classes, jitted bound methods and callable instances, lazily built parameters, seed-generator objects,
key fields of dataclasses, scan and while_loop bodies, SciPy solvers on tracers, host buffers, removed APIs),
untuned on main 78d730a: recall 0.476 (10/21), precision 0.909 (10 caught, 1 OK case alarmed); set 15, 42 cases
from 21 threads, 14 of them outside jax-ml/jax (ott-jax, DESC, GPJax, jax-md, mujoco, jaxley, pymbar, jaxsim, cryojax,
pyRDDLGym-jax, popjaxrl, mctx_learning_demo, mesozoic-labs, ...: solver and problem objects built in traced code,
bound methods jitted, NamedTuple pytrees, scan carries and fori_loop bodies, vmapped helpers, keys on module fields
and in tree_map callbacks, backend switches, static metadata, removed APIs), untuned on main 24607e2: recall 0.714
(15/21), precision 0.882 (15 caught, 2 OK cases alarmed); set 16, 42 cases from 21 threads, 20 of them outside
jax-ml/jax (fdtdx, jaxopt, jaxsim, jax-md, brax, flax, jaxley, dreamax, scarlet2, evosax, numpyro, transformers, JSL,
waymax, mujoco_playground, chex, DESC, QuantEcon lectures: solver, environment, simulator and objective classes, bound
methods and callable fields, scan and fori_loop bodies, optax schedules, pytrees with `__eq__`, keys handed to jitted
steps, removed APIs), untuned on main fc2dca1: recall 0.571 (12/21), precision 1.000 (no OK case alarmed); after the
fixes on branch repros16 (`self.method(...)` from a def nested in a method, a static argument's plain frozen dataclass,
literal flags deciding a callee's draws, methods of a module-global instance, a class's own `__eq__`, arithmetic
on concrete JAX arrays, functions in NamedTuple fields): recall 0.857 (18/21), precision 1.000). Branch misses14
(containers, NamedTuples and factories holding functions, enum members and what a jitted function returns, for
JAX811; `jax.grad` of a function returning a tuple (JAX813); `getattr` with a known name; dicts of lambdas;
TestCase truth assertions; array-module aliases; a tracer read back from `self` in its constructor; a parameter
filled when None) raised set 14 to 0.905 (19/21), set 8 to 0.818 (18/22), set 7 to 0.972 (35/36), set 15
to 0.952 (20/21) and set 16 to 0.952 (20/21), precision unchanged. Set 17, 40 cases
from 20 threads, 16 of them outside jax-ml/jax
(dynamiqs, interpax, jasmine, coreax, jaxnet, equinox, jraph, pzflow, numpyro, CoVO-MPC, mesh-transformer-jax,
TensorNetwork, catalyst: time-dependent operator and spline classes, a class handed to jax.jit, static flags, keys
on `self`, vmapped helpers, static eqx fields and register_dataclass meta fields holding arrays, model instances
handed to jax.jit, jitted methods of plain classes, nested label lists, a sampler caching on `self`, printed
tracers, removed APIs), untuned on main 005545e: recall 0.700 (14/20), precision 1.000 (no OK case alarmed);
after the fixes on branch repros17 (a jitted lambda, eqx.filter_jit and arrays made in `__init__` for pytree
metadata, `jax.jit(obj)` hashing its object, a class handed to a transform running its `__init__` on tracers,
literal static flags passed by every caller, items of dict attributes, nested number lists traced leaf by leaf):
recall 1.000 (20/20), precision 1.000, and set 1's `a.dct[k] = x` leak is caught too). Branch misses15 (a jitted
bound method of an object every caller of the function hands in, a loop over a list of known strings run once per
string, NumPy arrays vmap hands over unmapped, objects an untraced caller hands to a scan body's closure, objects a
factory builds, `.at` on a concrete JAX array under jit, `**kwargs` spread from a dict the text spells, an
eqx.nn.MLP's output size under jax.grad) raised set 3 to 0.929 (39/42), set 4 to 1.000 (38/38), set 8 to 0.864
(19/22), set 12 to 1.000 (19/19), set 14 to 0.952 (20/21) and set 15 to 1.000 (21/21), precision unchanged. Set 18, 36 cases from 18
threads, 13 of them outside jax-ml/jax (CoulombGas, maml-jax, jax-fem, BrainPy, GPJax, pyquil, numpyro, JAX-GalSim,
probdiffeq, objax, blackjax, sampling-book, quax: samplers, solvers and interpolants as classes, an optimizer jitting
its own method in `__init__`, callable instances, cached properties, NamedTuples of functions, custom_vjp residuals,
removed APIs), untuned on main 081cdcf: recall 0.556 (10/18), precision 1.000 (no OK case alarmed); after the fixes
on branch repros18 (a parameter an untraced function hands on to a transformed one holds what its callers pass, a
closed-over parameter bound by every caller to one object is that object, a global instance's methods run at the
top level consume keys, library results jit cannot output, jit of an instance that is not callable): recall
0.833 (15/18), precision 1.000, and set 4's
last miss (a distribution object handed to the function whose scan body caches on it) is caught; branch misses16
(a custom_vjp/custom_jvp function differentiated inside a jit trace runs its rules traced, a callable instance
every caller or construction hands to jit/vmap has its `__call__` traced, a functools.cached_property first read in
traced code caches a tracer on an instance that outlives the trace, jnp.vectorize maps the parameters its calls hand
arrays with a dimension) raised set 18 to 1.000 (18/18) and caught set 1's last miss. Set 19, 36 cases
from 18 threads, 8 of them outside jax-ml/jax (numpyro, distrax, flax, equinox, cryojax, mt3: lazily cached
normalisers on module-level objects, a jitted bound method storing on `self`, `@jax.jit` methods of plain classes,
objects handed to jit through a helper or returned by a jitted lambda, an eqx.Module holding an MLP as a scan
carry, PyTreeDefs, FFT lengths, ensure_compile_time_eval, jnp.vectorize, custom_jvp nondiff_argnums), untuned on
main e6ed6b8: recall 0.389 (7/18), precision 1.000 (no OK case alarmed); after the fixes on branch repros19 (an
attribute another method rebinds to a spelled value, a jitted lambda's returned object, a parameter every caller
passes an object, `world = world.step(dt)`, FFT lengths, values computed in ensure_compile_time_eval, PyTreeDefs,
objects in module-level dict displays, lax loop carries and eqx.nn.MLP holders): recall 0.889 (16/18), precision
1.000; branch misses17 (jnp.vectorize's conversion of its positional arguments): recall 0.944 (17/18). Set 20, 34
cases from 17 threads, 13 of them outside jax-ml/jax (optax, flax, hypernerf, DESC, torchax,
array-api-extra, lagrangian_nns, i-DQN, dopamine, sbx), untuned on main ed5addd: recall 0.529 (9/17), precision 1.000
(no OK case alarmed); after the fixes on branch repros20 (rows unpacked from a JAX array are unhashable arrays,
elements of `jax.devices()` are Devices, a function splitting its key parameter consumes the caller's key,
`self.m(...)` of a @staticmethod is followed, NumPy arrays of strings are untraceable and a container changed
in place is not judged by its display): recall 0.765 (13/17), precision 1.000. Set 21, 32 cases from 16
threads, 15 of them outside jax-ml/jax (equinox, coordinax, numpyro, flax, jaxopt, pgx, quax, evosax: library
layers in scan carries and under plain jit, classmethod constructors under filter_jit, solver classes
forwarding `*args`, NamedTuple `_replace` in jit-of-vmap steps, keys shared by dropout calls and sample sites),
untuned on main c734e01: recall 0.562 (9/16; 0.625 with the scan case's cause line), precision 1.000 (no OK case
alarmed); after the fixes on branch repros21 (`_replace` of a traced NamedTuple with traced replacements is
traced, `*args` forwarded with known items, a classmethod spelled on its class as a transform's entry point):
recall 0.812 (13/16), precision 1.000. Set 22, 32 cases from 16 threads, 13 of them outside jax-ml/jax
(neural-tangents, chex, TFP, mpi4jax, netket, felafax, pertpy, flax, numpyro, mujoco_playground, PGMax, RT-1:
kernel-function factories jitted with a string, dataclass int fields as scan lengths and gmres restarts, bound
methods and constructors converting with NumPy under jit, trainers and wrappers storing tracers on objects,
keys handed to two helper methods, traced loop bounds, `lax.axis_index` branches, checkpoint static flags),
untuned on main 11e3fc3: recall 0.812 (13/16), precision 1.000 (no OK case alarmed); after the fixes on branch
repros22 (NumPy functions building an array from a Python sequence of tracers, gmres's static `restart`,
`lax.axis_index` is a tracer): recall 1.000 (16/16), precision 1.000. Set 23, 30 cases from 15 threads, 9 of
them outside jax-ml/jax (QuantEcon, pymc, gdsfactory, jaxopt, jaxfit, lineax, PennyLane, haiku, big_vision: scan
bodies computing pad widths from the scanned level, loop carries holding a function or a frozenset leaf, methods
under a bare `@jit`/`@pmap`, objects storing traced fields, NumPy solvers in while bodies and vmapped fits, an
unreplicated scalar handed to pmap), untuned on main 4f77201: recall 0.667 (10/15), precision 1.000 (no OK case
alarmed); after the fixes on branch repros23 (a list repeated a static number of times keeps its elements, pmap
traces what it does not mark static, custom_vjp/custom_jvp parameters hold what their callers pass, registered
dataclasses are traced field by field, sets are no JAX type): recall 0.933 (14/15), precision 1.000. Set 24, 30 cases from 15 threads, 12 of them outside jax-ml/jax (scarlet2,
objax, distrax, TFP, pymc, flax, numpyro, jim, jaxns, pertpy, diffrax: a pytree's `__call__` branching on a traced
field, callbacks and key generators storing tracers, custom_vjp literal arguments, `*args` of traced tuples,
NamedTuple static arguments holding lists, lists of constraint lambdas, pmap of a Python int), untuned on main
646931f: recall 0.400 (6/15), precision 1.000; after the fixes on branch repros24 (device_get hands a tracer
back, unpacked helper results and parameter attributes for hashing, traced `*args`, custom_vjp arguments traced
in staged code, instance defaults, static callbacks of decorated jits, lists of functions): recall 0.867
(13/15), precision 1.000; 0.933 (14/15) with branch misses24's mapped scalars (a Python int at a parameter pmap
maps). Set 25, 30 cases from 15 threads, 9 of them outside jax-ml/jax (jax_dataclasses, gymnax, flax, aesara, DESC,
pounce, lingvo, s2fft, pennylane: pytrees rebuilt by their constructors, JAX arrays as aux data and static
metadata, shapes and argnums built as jnp arrays, converted IfElse closures, callback host closures, shape asserts
through jnp), untuned on main 3f31c1d: recall 0.533 (8/15), precision 1.000 (no OK case alarmed); after the fixes
on branch repros25 (derivative argnums and jax.image.resize sizes must be concrete, placement attributes only
concrete arrays have, callback host functions closing over tracers, registered pytree classes rebuilt by their
tree_unflatten): recall 0.867 (13/15), precision 1.000. Set 26, 30 cases from 15 threads, 2 of them outside
jax-ml/jax (flax, trax: library parameters that must be concrete reached through pytree fields, NamedTuple and dict
arguments, loop indices and carries, vmapped and keyword arguments; data-dependent sizes of bincount and
BCOO.fromdense; index grids; a frozen dataclass freezing its dict field in __post_init__), untuned on main 79db45c:
recall 0.333 (5/15), precision 0.833 (1 OK case alarmed); after the fixes on branch repros26 (statics hashed by
jitted library functions, index-builder sizes, bincount/fromdense sizes, shape ints carried through lax loops, index
grids, ravel_multi_index's checked mode, fields rebound in __post_init__): recall 0.933 (14/15), precision 1.000.
Set 27, 30 cases from 15 threads outside jax-ml/jax and
Google's organisations (ott-jax, jax_cosmo, netket, liesel, aesara, pennylane, catalyst, jax-fem, gwkokab,
jaxtyping, gymnax: pytree geometries and redshift bins, solver and device classes, a graph converter's op
dispatch dict, config dataclasses, keys on a jitted method's object, cond branches), untuned on main 79db45c:
recall 0.467 (7/15), precision 1.000 (no OK case alarmed); after the fixes on branch repros27 (a subclass
without `__init__` built in traced code runs its project base's, scipy.sparse constructors and solvers
convert their arguments, a name bound to a jitted bound method draws from its object's key on every
call): recall 0.667 (10/15), precision 1.000. Set 28, 30 cases from 15 threads of jax-ml/jax, google/trax and
google/jaxopt (library parameters that must be concrete reached through objects, pytrees and configs: integer_pow's
exponent, window lengths, stft segments, lpmn orders, sph_harm_y's n_max, a jitted norm's ord kept on `self`;
jnp.ndim of a list of tracers; a comparison passed as a mask; a callback a dataclass field holds), untuned on main
275ef7e: recall 0.333 (5/15), precision 1.000 (no OK case alarmed); after the fixes on branch repros28 (those
facts, jitted library functions kept on `self` with ints every construction passes, jnp.ndim/shape/size of
sequences, comparison arguments as boolean masks, plain dataclass fields from constructions): recall 0.933
(14/15), precision 1.000. Set 29, 30 cases from 15 threads outside jax-ml/jax, Google's
organisations and Stack Overflow (DESC, qutip-jax, keras, keras-core, TFP, numpyro, netket, PyAutoLens, Mava,
GWInferno, chromatix, pennylane, haliax: pytree objectives with jitted methods, properties and sorted keys on
traced attributes, objects held by attributes, samplers jitting the potential they are handed, pytrees registered
in `__init_subclass__`, leaks through metadata, seed generators and lazy caches), untuned on main 275ef7e: recall
0.400 (6/15), precision 1.000 (no OK case alarmed); after the fixes on branch repros29 (`@jax.jit` methods of
registered pytrees trace `self`'s children, a def jitting its own parameter traces the functions its calls pass,
nested transforms of a bound method, project-class binary operators run their dunder): recall 0.667 (10/15),
precision 1.000. Set 30, 30 cases from 15 threads of jax-ml/jax, google-deepmind/distrax and google-research/ott
(methods and classes handed to transforms, pytree registrations, checkpoint and custom_gradient arguments, vmap
outputs, cond outputs, tracer-keyed memo dicts, own `__hash__` over array attributes), untuned on main 0abff0b:
recall 0.200 (3/15), precision 1.000 (no OK case alarmed); after the fixes on branch repros30 (checkpoint traces
what the jit around it keeps static, constructed attributes and factory products as callers' kinds, transformed
methods of instances handed to a def, custom_gradient/checkpoint/vmap non-array arguments and outputs, dict
lookups of tracers, own `__hash__` of constructed attributes): recall 0.600 (9/15), precision 1.000. Set 31,
30 cases from 15 threads outside jax-ml/jax, Google's organisations and Stack Overflow (numpyro, keras, pennylane,
jaxley, diffrax, mcx, jaxns, jaxsim: operator classes whose dunders build objects, `__new__` dispatch,
`hyperparameters` dicts spread into static methods, a Model base class jitting `self.call`, cached plates and
tables, nested `self.data` stores), untuned on main 0abff0b: recall 0.667 (10/15), precision 1.000; after the
fixes on branch repros31 (the rest of scipy.linalg converts tracers, operator methods of project bases and
reflected operators, `isinstance` of literal-made numbers, inherited class flags, `__new__` building another
class, `**` spreads of known dicts, callers of inherited methods): recall 0.933 (14/15), precision 0.933 (one
OK case alarmed: a branch ruled out by `float(z).is_integer()`, a value the analysis does not keep). Set 32,
30 cases from 15 threads of jax-ml/jax and google-deepmind/dm-haiku (unregistered outputs of jitted methods, bound
methods handed to custom_vjp, validating `tree_unflatten`, arrays as aux data, custom_jvp/vjp closures, switch over
methods, `has_aux` arities, vmap `in_axes` forms, `random.choice`/`random.normal` argument forms), untuned on main
3826335: recall 0.200 (3/15), precision 1.000; after the fixes on branch repros32 (`has_aux` functions returning no
pair, dict and miscounted vmap `in_axes`, custom_vjp/custom_jvp arguments outside `nondiff_argnums`, bound methods
as functions, inline `jax.jit(f, ...)(args)` callers): recall 0.533 (8/15), precision 1.000. Branch
misses28 (aux-data leaks, `sorted`/`min`/`max` keys, unflatten lambdas, `assert isinstance` on tracers,
self-registering objects) raised set 25 to 0.933, set 27 to 0.800 and set 29 to 0.867; branch misses29
(while_loop under reverse-mode differentiation, custom_jvp methods called through the instance, `self.__dict__`
as static aux data) set 30 to 0.800. Set 33, 30 cases from 15 threads outside jax-ml/jax, Google's organisations
and Stack Overflow
(PyAutoFit/Array/Lens, netket, qutip-tutorials, pennylane, vmcnet, op_system, qiskit-dynamics, QuOCS,
nvalchemi-toolkit-ops, DESC: instance pytrees flattened by generic factories, `xp=np` array-module
parameters and `use_jax` flags, a QNode decorator with an operation queue, a cached_property leaf, aux data
reaching a custom_jvp rule), untuned on main 3826335: recall 0.467 (7/15), precision 0.875 (1 OK case
alarmed); after the fixes on branch repros33 (array modules compared by identity and chosen by a
construction flag, calls through an attribute holding one, class stacks scoped by a classmethod context
manager): recall 0.533 (8/15), precision 0.889; precision 1.000 with branch repros35's decorators making
objects. Set 34, 30 cases from 15 threads of jax-ml/jax, google/flax
and google/jaxopt (a `__slots__` pytree method storing on a closed-over instance, initializers handed to a scope,
custom_jvp closures built in methods, `functools.partial` activations in a registry, nested jits of literal
flags, `@jax.remat` functions, `__post_init__` checks run by unflatten, solver objects jitting their own `run`,
unregistered outputs of vmap, options objects and bound methods handed to jit, setattr helpers), untuned on main
b0fdef3: recall 0.600 (9/15), precision 1.000 (no OK case alarmed); after the fixes on branch repros34
(`functools.partial` objects are no pytree, `setattr` is an attribute store, items of a `jax.tree.map`
mapping of tracers are traced): recall 0.733 (11/15), precision 1.000.
Set 35, 30 cases from 15 threads outside jax-ml/jax, Google's organisations and Stack Overflow (galpy,
awkward, pennylane, saiunit, vbeam, diffrax, mind_the_gaps, kUPS, jaxsim, gwkokab, fdtdx, TFP, transformers,
coordinax: decorator stacks, decorator-made QNode objects, aux data holding buffers, register_dataclass
`__post_init__`, dunders over traced fields, lazily cached tables on module-level objects), untuned on main
b0fdef3: recall 0.400 (6/15), precision 0.857 (1 OK case alarmed); after the fixes on branch repros35
(register_dataclass instances rebuilt through `__init__` inside the trace, a def a module decorator turns into
an object is not the function its name jits, an attribute bound in `__init__` to the callable object every
construction passes is that object in any method handing it to a transform, `jnp.shape(x)` is a shape tuple):
recall 0.600 (9/15), precision 1.000. The sets are compared by
thread, however its address is spelled (`thread_key`). Each case is a
small program in its user's style, with a header naming the GitHub thread it comes from and what JAX 0.10.2 does
with it:

    # expect: ok                                       runs without error
    # expect: TracerBoolConversionError at line 12     raises there (the last frame in the file)
    # expect: UnexpectedTracerError at line 21; cause line 17
    # expect: printed-tracer at line 9                 runs, and that print shows a tracer

`test_label_holds` (`-m slow`, run by .ci/run) runs every case under JAX and proves its label (the key-reuse cases turn
`jax_debug_key_reuse` on themselves, as their threads do). `test_jaxlint_result` lints it (default selection):
a buggy case is caught when a finding lands on the raising line (any line of the statement a
traceback names by its first line) or the cause line, from a rule whose documented error is the one raised; any finding on an OK case is a false alarm.
Cases jaxlint still gets wrong are listed below with the reason, as strict xfails, so the
count stays honest.
"""

from __future__ import annotations

import ast
import builtins
import contextlib
import io
import re
import sys
import traceback
import warnings
from dataclasses import dataclass
from pathlib import Path

import pytest

from jaxlint import catalog
from jaxlint.config import Config
from jaxlint.engine import lint_source

DATA = Path(__file__).resolve().parent.parent / "data"
PRINTED_TRACER = "printed-tracer"
_TRACER_TEXT = re.compile(r"Traced<|\b\w*Tracer\(")  # how JAX 0.10.2 prints a tracer
_EXPECT = re.compile(r"^# expect: (?:(ok)|(\S+) at line (\d+)(?:; cause line (\d+))?)\s*$", re.M)

# Cases jaxlint does not get right yet: name -> why (strict xfail, so a fix must remove them).
KNOWN_MISSES: dict[str, str] = {  # report_repros/
}
KNOWN_MISSES2: dict[str, str] = {  # report_repros2/
    "key_reuse_seed_handler": "a key kept on an object attribute (`self.rng`) and consumed through a callable taken "
                              "from a dict is not followed by the key-reuse rule",
}

KNOWN_MISSES3: dict[str, str] = {  # report_repros3/
    "apply_along_axis_where": "jnp.apply_along_axis vmaps the function it is given; a library function handed to "
                              "it (the one-argument jnp.where) is not analysed with traced arguments",
    "convergence_builtin_max_in_step": "jax.tree_util.tree_reduce calls its function only for trees of two or more "
                                       "leaves; a traced pytree's leaf count is unknown, so the builtin max in the "
                                       "function is not reported",
    "opt_state_mutated_in_jitted_update": "self.tx.update(...) (an optax transformation held on self) returns a value "
                                          "the analysis does not know, so the state stored on self is not known to "
                                          "be traced",
}

KNOWN_MISSES4: dict[str, str] = {  # report_repros4/
}
KNOWN_MISSES5: dict[str, str] = {  # report_repros5/
}

KNOWN_MISSES6: dict[str, str] = {  # report_repros6/
}

KNOWN_MISSES7: dict[str, str] = {  # report_repros7/
    "concatenate_split_idxs_array_field": "jnp.array_split iterates its indices, and iterating a concrete JAX "
                                          "array under jit indexes it with staged ops, so each element is a "
                                          "tracer (a NumPy array or a tuple of ints works); the array is an "
                                          "eqx.Module field set in __init__ of an instance whose bound method is "
                                          "jitted, and the analysis neither follows the instance's attributes "
                                          "from its construction nor knows a concrete JAX array from a NumPy one",
}

KNOWN_MISSES8: dict[str, str] = {  # report_repros8/
    "adafactor_inject_hyperparams_init_jit": "the truth test on a traced hyperparameter is inside optax "
                                             "(inject_hyperparams traces min_dim_size_to_factor, adafactor's init "
                                             "compares it): library internals are not analysed",
    "array_from_callback_in_jit": "no rule knows that jax.make_array_from_callback may not run under a trace",
    "stax_dropout_same_key_each_call": "the key is consumed inside a library function (stax's init_fun) and "
                                       "then by apply_fun: library calls are not known to consume keys",
}
KNOWN_FALSE_ALARMS8: dict[str, str] = {  # report_repros8/
    "ok_grad_of_mlp_reshaped": "JAX320: the thread's code does hand `rng` to both eqx.nn.MLP and "
                               "jax.random.uniform (the finding is right that the key is reused; the case "
                               "runs only because it does not turn the key-reuse checker on)",
}

KNOWN_MISSES9: dict[str, str] = {  # report_repros9/
    "custom_jvp_module_nondiff_arg_in_scan": "an eqx.Module holding an array passed as a custom_jvp nondiff_argnums "
                                             "argument under jit leaks a tracer: no rule knows what nondiff_argnums "
                                             "may hold",
    "identifiability_center_readonly_view": "np.asarray of a JAX array is a read-only view; the in-place `-=` on it "
                                            "(ValueError) is not reported",
}

KNOWN_MISSES10: dict[str, str] = {}  # report_repros10/

KNOWN_MISSES11: dict[str, str] = {  # report_repros11/
}

KNOWN_MISSES12: dict[str, str] = {  # report_repros12/
}

KNOWN_MISSES13: dict[str, str] = {}  # report_repros13/
KNOWN_FALSE_ALARMS13: dict[str, str] = {}  # report_repros13/

KNOWN_MISSES14: dict[str, str] = {  # report_repros14/
    "dream_loop_reuses_rollout_key": (
        "the key put in a dataclass field (`dataclasses.replace(state, rng_key=key)`) and consumed by a callee "
        "through that field is followed (round 16), but here the callee runs in an inner `for _ in "
        "range(dream_rollout_horizon)`, a loop over a parameter that may run zero times: the key is only maybe "
        "consumed when the next iteration splits it (the same loop calling the callee directly is reported); "
        "`range(1)` in its place is not reported either (branch misses14), so the trip count is not the only gap"
    ),
}
KNOWN_FALSE_ALARMS14: dict[str, str] = {  # report_repros14/
}

KNOWN_MISSES15: dict[str, str] = {  # report_repros15/
}
KNOWN_FALSE_ALARMS15: dict[str, str] = {  # report_repros15/
}

KNOWN_MISSES16: dict[str, str] = {  # report_repros16/
    "objective_constants_dict_static_arg": (
        "the static argument is an attribute assigned outside `__init__` (`self._constants = {...}` in `build()`, "
        "`None` in `__init__`): what the attribute holds at the call depends on whether `build()` ran first, and "
        "JAX810 reports only values the text decides (a `None` there would hash)"
    ),
}
KNOWN_FALSE_ALARMS16: dict[str, str] = {  # report_repros16/
}

KNOWN_MISSES17: dict[str, str] = {  # report_repros17/
}
KNOWN_FALSE_ALARMS17: dict[str, str] = {  # report_repros17/
}

KNOWN_MISSES18: dict[str, str] = {  # report_repros18/
}
KNOWN_FALSE_ALARMS18: dict[str, str] = {  # report_repros18/
}

KNOWN_MISSES19: dict[str, str] = {  # report_repros19/
    "custom_jvp_mask_nondiff_argnum_in_scan": (
        "an array passed at a `nondiff_argnums` position of a `custom_jvp` function: under plain jit "
        "(and jit of grad) JAX takes it, and only some compositions (a scan carrying it, differentiated) "
        "leak it; no rule knows which compositions do"
    ),
}
KNOWN_FALSE_ALARMS19: dict[str, str] = {  # report_repros19/
}

KNOWN_MISSES20: dict[str, str] = {  # report_repros20/
    "exploration_schedule_key_reused_by_action": (
        "a key kept on another object (`exploration_schedule.key`) is consumed by a different object's "
        "method (`q.random_action(...)`) and split by the schedule's own method on the next call; JAX320 "
        "follows keys held by locals and by a method's own instance, not another object's attribute "
        "across calls of its methods"
    ),
    "lagrangian_grad_of_length_one_output": (
        "`jax.grad` of a function returning `h @ w2`, whose shape (1,) comes from the (8, 1) weight "
        "built at the call site; JAX813 judges what a return spells (a tuple, list or dict), and no "
        "rule infers array shapes"
    ),
    "muon_coefficients_array_built_in_jitted_state_creation": (
        "`jnp.asarray` in a transformation factory called during a jit trace makes a tracer that the "
        "returned closures capture and a static field of a registered dataclass carries out of the "
        "trace; closures reaching the output through static pytree metadata are not followed"
    ),
    "vmapped_grad_of_column_vector_points": (
        "`vmap` strips one axis of an (N, 1) array made by `.reshape(-1, 1)`, so `grad` sees a "
        "shape-(1,) output; that needs shape inference through reshape and vmap, which the analysis "
        "does not do"
    ),
}
KNOWN_FALSE_ALARMS20: dict[str, str] = {  # report_repros20/
}

KNOWN_MISSES21: dict[str, str] = {  # report_repros21/
    "filter_jit_trace_log_keeps_inputs": (
        "`seen.append(x)` in an `eqx.filter_jit` function defined in a factory that returns it in a tuple "
        "(`wrapped, seen = make_logged(forward)`): filter_jit traces `x` only when it is an array, and "
        "the call site that passes one is reached only through the unpacked tuple the factory returns, "
        "which the analysis does not follow (with `jax.jit` in its place the leak is reported)"
    ),
}
KNOWN_FALSE_ALARMS21: dict[str, str] = {  # report_repros21/
}

KNOWN_MISSES22: dict[str, str] = {  # report_repros22/
}
KNOWN_FALSE_ALARMS22: dict[str, str] = {  # report_repros22/
}

KNOWN_MISSES23: dict[str, str] = {  # report_repros23/
}
KNOWN_FALSE_ALARMS23: dict[str, str] = {  # report_repros23/
}

KNOWN_MISSES24: dict[str, str] = {  # report_repros24/
    "diag_bijector_forwards_bound_method_of_traced_inner": (
        "a bound method of an object built in traced code, copied onto an attribute and kept as static pytree "
        "metadata of the object jit returns, carries the tracer out of the trace; the analysis does not follow "
        "tracers held by bound methods in pytree aux data"
    ),
}
KNOWN_FALSE_ALARMS24: dict[str, str] = {  # report_repros24/
}

KNOWN_MISSES25: dict[str, str] = {  # report_repros25/
    "objective_constants_tuple_keeps_jax_array_static": (
        "a static argument built by a recursive helper that keeps JAX arrays inside tuples: the helper's "
        "result is not known to hold an unhashable array"
    ),
}
KNOWN_FALSE_ALARMS25: dict[str, str] = {  # report_repros25/
}

KNOWN_MISSES26: dict[str, str] = {  # report_repros26/
    "histogram_bins_from_config_dict": "jnp.histogram's `bins` may be an array of edges, which may be traced: only "
                                       "an integer count must be concrete, and the item of a traced dict is not "
                                       "known to be one",
}
KNOWN_FALSE_ALARMS26: dict[str, str] = {  # report_repros26/
}

KNOWN_MISSES27: dict[str, str] = {  # report_repros27/
    "binned_redshift_bins_mask_with_at_set": (
        'the jitted weights take a list of registered-pytree distributions whose `tree_flatten` returns '
        "`self.params, self.config` (a tuple attribute, not a display of fields): the class's fields are not "
        "known, so the traced elements get no class and `nz(z)` (its `__call__`, then the subclass's `pz_fn` with"
        ' the boolean `.at[]`) is not followed'
    ),
    "funcified_graph_op_uses_numpy_tile": (
        "the op implementation is picked from a decorator-filled dict by a key read from the graph's node tuples "
        '(`JAX_FUNCIFY[op_name]` inside a closure a factory returns, arguments gathered through `*args` and '
        '`dict(zip(...))`): a registry read with a non-literal key is not resolved, and no entry is assumed'
    ),
    "log_wrapper_reset_in_cond_changes_dtypes": (
        "no rule compares the output types of lax.cond's branches (Python int zeros in one, float32 returns in "
        'the other raise TypeError)'
    ),
}
KNOWN_FALSE_ALARMS27: dict[str, str] = {  # report_repros27/
}

KNOWN_MISSES28: dict[str, str] = {  # report_repros28/
    "occupancy_grid_histogram2d_traced_bins": (
        "`bins` of jnp.histogram2d must be concrete when it is a count, but an array of bin edges may be traced "
        "(measured on JAX 0.10.2), and the analysis does not know that the jitted function's traced `bins` "
        "is the Python int its caller passes"
    ),
}
KNOWN_FALSE_ALARMS28: dict[str, str] = {  # report_repros28/
}
KNOWN_MISSES29: dict[str, str] = {  # report_repros29/
    "hamiltonian_subclass_unflattened_with_numpy_coeffs": (
        "the base's `__init_subclass__` registration is read now (its subclasses are pytrees rebuilt by the "
        "inherited `_unflatten`), but `cls(*data, **dict(hyperparameters))` may fill `coeffs` from the aux "
        "mapping as well as from the leaves, so which parameter gets a tracer is not known"
    ),
    "model_init_static_scale_leaks_from_eval_shape": (
        "a tracer kept as pytree aux data by the classmethod jax.eval_shape traces is reported since misses28 "
        "(JAX301, where `scale` is computed), but the class reaches `partial(model_cls.init, config)` as a "
        "method's parameter, and the callers of `load_pretrained` are found by a project search, which this "
        "repository (tests/data inside it, over the scan's file limit) cannot make; the same file alone in a "
        "folder is reported (tests/analysis/test_misses28_shapes.py)"
    ),
}
KNOWN_FALSE_ALARMS29: dict[str, str] = {  # report_repros29/
}
KNOWN_MISSES30: dict[str, str] = {  # report_repros30/
    "cond_branches_return_vjp_pullbacks": (
        "both lax.cond branches return `jax.vjp`'s pullback, a pytree whose metadata (its linearised jaxpr) "
        "differs from branch to branch; JAX814 compares the structures the text spells, and a pullback is "
        "no display"
    ),
    "node_unflatten_validates_len_under_lower": (
        "`jit(f).lower(node)` rebuilds the node from ArgInfo placeholders, which have no len(); no rule "
        "follows a registered unflatten's constructor under `.lower`"
    ),
    "policy_init_jits_environment_spec": (
        "an object with `shape` and `dtype` attributes is traced by jit as an array (duck typing), so reading "
        "its other attributes raises AttributeError; the analysis treats it as an ordinary object"
    ),
}
KNOWN_FALSE_ALARMS30: dict[str, str] = {  # report_repros30/
}
KNOWN_MISSES31: dict[str, str] = {  # report_repros31/
    "custom_model_call_item_in_jitted_predict": (
        "the base class's `make_predict_function` caches `jax.jit(lambda data: self.call(data, ...))` on `self` "
        "and returns it, and `predict` calls what it returns: the lambda's `self` (a CustomModel whose `call` "
        "overrides the base's) and the structure of what it is called with (the `(x, pos)` tuple "
        "`model.predict` is handed, through an inherited method) are not followed, so `x, pos = inputs` may "
        "unpack the keys of a dict and `.item()` is not judged"
    ),
}
KNOWN_FALSE_ALARMS31: dict[str, str] = {  # report_repros31/
    "ok_pow_operator_whole_power_uses_matrix_power": (
        "JAX501 on the SciPy branch of `Pow.matrix`: the fixed Pow takes `jnp.linalg.matrix_power` when "
        "`float(self.z).is_integer()`, and `** 2.0` makes that true, but the analysis keeps no numbers' values "
        "(it decides `isinstance(z, int)` from a literal's type, not `is_integer()` of its value), so the "
        "fractional-power branch looks reachable (alarmed since the `__pow__` of a project base is followed; "
        "not at first contact)"
    ),
}

KNOWN_MISSES32: dict[str, str] = {  # report_repros32/
    "behler_parrinello_species_mask_under_jit": (
        "the `species == s` mask compares an array the caller built with jax.numpy and a factory closed over; under jit a jnp operation on a closed-over concrete array is staged, but the analysis treats closed-over JAX arrays as concrete"
    ),
    "decoder_switch_branch_methods_differ_in_shape": (
        "lax.switch branches given as a list of bound methods whose slices return different static lengths are not compared"
    ),
    "ensemble_batched_keys_into_normal": (
        "a batch of keys made by `jax.random.split(key, n)` and kept on `self` is handed to `jax.random.normal`, which takes one key; the key batch's shape is not tracked"
    ),
    "gather_layer_custom_jvp_nondiff_indices_jacobian": (
        "an array passed at a custom_jvp `nondiff_argnums` position of a jitted function that is then differentiated outside the jit is not judged"
    ),
    "particle_resampler_choice_shape_int": (
        "`jax.random.choice(..., shape=<int>)` (shape must be a sequence) is not a library fact"
    ),
    "scaled_layer_custom_vjp_closes_over_traced_scale": (
        "custom_vjp rules defined in a function that close over its (traced) parameter, differentiated as `jax.grad(jax.jit(f))`, are not judged"
    ),
}
KNOWN_FALSE_ALARMS32: dict[str, str] = {  # report_repros32/
}
KNOWN_MISSES33: dict[str, str] = {  # report_repros33/
    "galaxies_sorted_by_traced_redshift_children": (
        "Galaxy is registered with `register_pytree_node(Galaxy, *_build_instance_pytree_funcs(Galaxy, names))`: "
        "the flatten a factory returns, spread into the call, is not read, so which attributes are children "
        "(traced inside the jit) is not known and the galaxies' fields stay untraced (the fixed twin differs only "
        "in the names the factory puts in the aux data)"
    ),
    "light_profile_default_numpy_backend_wraps_jit_output": (
        "JAX811's jit-output check reads the jitted function's `return` expressions without running them: "
        "`light.image_2d_from(grid=...)` is a method call whose result (an `Array2D` on the `xp is np` branch "
        "the default `xp=np` takes, a branch the analysis now decides) is not followed there"
    ),
    "lightning_device_basis_embedding_converts_traced_features": (
        "`@jax.jit` over `@qnode(dev)` now traces the QNode's `__call__` (decorator_products.py), but what it "
        "executes is read from the tape: the operation holding the traced features is appended to "
        "`cls._active_contexts[-1]` (the tape a classmethod context manager pushed) by `BasisEmbedding.__init__`, "
        "and `for op in tape` in the device's `execute` does not see what the class stack's slot received; the "
        "device itself is a class picked by a string key from a name table inside a factory"
    ),
    "mass_profile_derived_attribute_in_aux_reaches_custom_jvp": (
        "the aux data is built by a comprehension over `vars(instance)` filtered by the declared names, in a flatten "
        "a factory returns: which attributes land there (a tracer derived in `__init__` under jax.grad) is not "
        "read, nor what the `custom_jvp` rule's inner `jax.jvp` does with the rebuilt instance"
    ),
    "model_instance_carries_cached_parameterization_string": (
        "the string reaches the jit argument through `functools.cached_property` writing into the model's "
        "`__dict__` on first read (`model.info`), a loop copying `self.__dict__.items()` onto the instance and a "
        "flatten over `vars(instance)`: none of the three is modelled"
    ),
    "pulse_initial_guess_lambda_uses_numpy_sin": (
        "what `jax.jit(guess_dict[\"lambda_function\"])` jits is a lambda in a dict nested in a module-level "
        "settings dict, reached through a constructor argument `pulse_dict[\"initial_guess\"]` of a list "
        "comprehension over `settings[\"pulses\"]`: the jitted function is not resolved through those subscripts"
    ),
    "signal_wraps_traced_samples_in_numpy_backend_array": (
        "not reached: the signals are items of a list attribute iterated with `zip(self.operators, self.signals)` "
        "in a `lax.scan` body of a jitted function, and the `Array` constructor's branch on "
        "`self.backend == \"numpy\"` (`backend or DEFAULT_BACKEND`) would have to be decided for the fixed twin "
        "(`backend=\"jax\"`) to stay quiet"
    ),
}
KNOWN_FALSE_ALARMS33: dict[str, str] = {  # report_repros33/
}

KNOWN_MISSES35: dict[str, str] = {  # report_repros35/
    "cancel_inverses_transform_compares_traced_parameters": (
        "`jax.jit(circuit)` jits the QNode object the decorators return (no longer analysed as the def jitted "
        "directly), but the object's `__call__` is not traced from the decorators: the transform `cancel_inverses` "
        "appends to its `transforms` list (`_are_inverses` comparing traced parameter tuples) is not reached"
    ),
    "ground_contact_numpy_static_attribute_compared_by_jit": (
        "a NumPy array kept as pytree aux data (an unhashable, ambiguous-`==` static) passed to a jitted function is "
        "not judged"
    ),
    "mode_source_indexes_numpy_centers_with_traced_positions": (
        "NumPy arrays returned by a method chain (`cell_centers` from `_local_edge_coordinates` from a grid attribute) "
        "indexed with traced indices are not judged"
    ),
    "potential_units_decorator_inside_jit_boundary": (
        "the project decorator stack (`backend_input` jitting `lambda *a: method(self, *a)` over the "
        "`physical_conversion` wrapper building a Quantity with `np.asarray`) is not followed into the wrappers"
    ),
    "ragged_array_layout_in_aux_leaks_traced_buffers": (
        "a flatten returning an object holding buffers as aux data, so the jit output's rebuilt object keeps a "
        "traced buffer, is not judged"
    ),
    "symbolic_module_memo_hashes_traced_constants": (
        "a dict keyed by project objects whose own `__hash__` hashes a traced field (a pytree argument's child) is "
        "not judged"
    ),
}
KNOWN_FALSE_ALARMS35: dict[str, str] = {  # report_repros35/
}

KNOWN_MISSES34: dict[str, str] = {  # report_repros34/
    "gradient_descent_jits_run_with_int_in_data_tuple": (
        "the solver's `self.run = jax.jit(self.run)` is followed, but the tuple display a caller hands to the "
        "jitted method's `*args` is a traced pytree of unknown structure inside it, so `xs, ys, n_terms = data` "
        "in the objective (reached through `jax.grad(self.fun)` in a fori_loop body) unpacks unknown values, "
        "not the Python int's tracer that reaches `range(n_terms)`"
    ),
    "interpolant_post_init_assert_runs_on_lowering_placeholders": (
        "an unflatten that calls the dataclass constructor, whose `__post_init__` asserts on `np.shape`/`np.size` "
        "of the leaves, is run by `jax.jit(...).lower(p, t)` on `ArgInfo` placeholders: placeholder leaves of "
        "ahead-of-time lowering are not modelled"
    ),
    "soft_clip_custom_jvp_closes_over_differentiated_scale": (
        "a `custom_jvp` function defined in a method closes over `self.scale`, an attribute a construction in the "
        "differentiated loss sets from the differentiated parameter: differentiation of a custom_jvp with respect "
        "to a closed-over value is not judged"
    ),
    "tracer_counter_asserts_once_per_fresh_bound_method_jit": (
        "`jax.jit(foo.f)` spelled twice makes two cache entries (each `foo.f` is a new bound-method object), so "
        "the method's `assert not self.f_traced` fails on the second trace: retracing by function identity is "
        "not modelled"
    ),
}
KNOWN_FALSE_ALARMS34: dict[str, str] = {  # report_repros34/
}

KNOWN_FALSE_ALARMS4: dict[str, str] = {  # report_repros4/
    "ok_split_after_device_put": "JAX710: the thread's REPL-style last line `jax.random.split(key2)` does discard "
                                 "its result (the finding is right that the line does nothing)",
}


@dataclass(frozen=True)
class CaseSet:
    folder: str  # under tests/data/
    min_buggy: int
    min_ok: int
    known_misses: dict[str, str]
    known_false_alarms: dict[str, str]


SETS = (
    CaseSet("report_repros", 40, 25, KNOWN_MISSES, {}),
    CaseSet("report_repros2", 35, 20, KNOWN_MISSES2, {}),
    CaseSet("report_repros3", 40, 20, KNOWN_MISSES3, {}),
    CaseSet("report_repros4", 35, 35, KNOWN_MISSES4, KNOWN_FALSE_ALARMS4),
    CaseSet("report_repros5", 35, 35, KNOWN_MISSES5, {}),
    CaseSet("report_repros6", 35, 30, KNOWN_MISSES6, {}),
    CaseSet("report_repros7", 35, 30, KNOWN_MISSES7, {}),
    CaseSet("report_repros8", 22, 25, KNOWN_MISSES8, KNOWN_FALSE_ALARMS8),
    CaseSet("report_repros9", 20, 15, KNOWN_MISSES9, {}),
    CaseSet("report_repros10", 18, 16, KNOWN_MISSES10, {}),
    CaseSet("report_repros11", 19, 23, KNOWN_MISSES11, {}),
    CaseSet("report_repros12", 19, 19, KNOWN_MISSES12, {}),
    CaseSet("report_repros13", 21, 21, KNOWN_MISSES13, KNOWN_FALSE_ALARMS13),
    CaseSet("report_repros14", 21, 21, KNOWN_MISSES14, KNOWN_FALSE_ALARMS14),
    CaseSet("report_repros15", 21, 21, KNOWN_MISSES15, KNOWN_FALSE_ALARMS15),
    CaseSet("report_repros16", 21, 21, KNOWN_MISSES16, KNOWN_FALSE_ALARMS16),
    CaseSet("report_repros17", 20, 20, KNOWN_MISSES17, KNOWN_FALSE_ALARMS17),
    CaseSet("report_repros18", 18, 18, KNOWN_MISSES18, KNOWN_FALSE_ALARMS18),
    CaseSet("report_repros19", 18, 18, KNOWN_MISSES19, KNOWN_FALSE_ALARMS19),
    CaseSet("report_repros20", 17, 17, KNOWN_MISSES20, KNOWN_FALSE_ALARMS20),
    CaseSet("report_repros21", 16, 16, KNOWN_MISSES21, KNOWN_FALSE_ALARMS21),
    CaseSet("report_repros22", 16, 16, KNOWN_MISSES22, KNOWN_FALSE_ALARMS22),
    CaseSet("report_repros23", 15, 15, KNOWN_MISSES23, KNOWN_FALSE_ALARMS23),
    CaseSet("report_repros24", 15, 15, KNOWN_MISSES24, KNOWN_FALSE_ALARMS24),
    CaseSet("report_repros25", 15, 15, KNOWN_MISSES25, KNOWN_FALSE_ALARMS25),
    CaseSet("report_repros26", 15, 15, KNOWN_MISSES26, KNOWN_FALSE_ALARMS26),
    CaseSet("report_repros27", 15, 15, KNOWN_MISSES27, KNOWN_FALSE_ALARMS27),
    CaseSet("report_repros28", 15, 15, KNOWN_MISSES28, KNOWN_FALSE_ALARMS28),
    CaseSet("report_repros29", 15, 15, KNOWN_MISSES29, KNOWN_FALSE_ALARMS29),
    CaseSet("report_repros30", 15, 15, KNOWN_MISSES30, KNOWN_FALSE_ALARMS30),
    CaseSet("report_repros31", 15, 15, KNOWN_MISSES31, KNOWN_FALSE_ALARMS31),
    CaseSet("report_repros32", 15, 15, KNOWN_MISSES32, KNOWN_FALSE_ALARMS32),
    CaseSet("report_repros33", 15, 15, KNOWN_MISSES33, KNOWN_FALSE_ALARMS33),
    CaseSet("report_repros34", 15, 15, KNOWN_MISSES34, KNOWN_FALSE_ALARMS34),
    CaseSet("report_repros35", 15, 15, KNOWN_MISSES35, KNOWN_FALSE_ALARMS35),
)


@dataclass(frozen=True)
class Label:
    error: str | None  # None: runs (or, for PRINTED_TRACER, runs and prints a tracer)
    lines: tuple[int, ...]  # the raising line, then the cause line if any

    @property
    def ok(self) -> bool:
        return self.error is None


def label_of(path: Path) -> Label:
    match = _EXPECT.search(path.read_text())
    assert match, f"{path.name}: no `# expect:` header"
    if match.group(1):
        return Label(None, ())
    lines = tuple(int(n) for n in match.group(3, 4) if n)
    return Label(match.group(2), lines)


def case_names(folder: str) -> list[str]:
    return sorted(p.stem for p in (DATA / folder).glob("*.py"))


def case_path(case: str) -> Path:
    """`case` is `folder/name`, as the tests below are parametrized."""
    return DATA / f"{case}.py"


def run_case(path: Path) -> tuple[BaseException | None, int | None, str]:
    """Execute a case as a script; return (error, the line in the case that raised, stdout).
    The global flags a case may set (the key-reuse and tracer-leak checkers, x64) are restored afterwards."""
    import jax

    flags = ("jax_debug_key_reuse", "jax_check_tracer_leaks", "jax_enable_x64")
    saved = {flag: getattr(jax.config, flag) for flag in flags}
    out = io.StringIO()
    error, line = None, None
    try:
        with contextlib.redirect_stdout(out), warnings.catch_warnings():
            warnings.simplefilter("ignore")
            code = compile(path.read_text(), str(path), "exec", dont_inherit=True)
            try:
                exec(code, {"__name__": "__main__", "__file__": str(path)})
            except Exception as exc:  # the case's own failure is the datum
                error = exc
                frames = [f for f in traceback.extract_tb(exc.__traceback__) if f.filename == str(path)]
                line = frames[-1].lineno if frames else None
    finally:
        for flag, value in saved.items():
            jax.config.update(flag, value)
        _RUNS[0] += 1
        if _RUNS[0] % CLEAR_EVERY == 0:
            jax.clear_caches()
    return error, line, out.getvalue()


# Cases share JAX's compilation caches (a case's functions are its own; the eager ops they
# share compile once), cleared every CLEAR_EVERY cases to bound memory. Measured over the 385
# label tests (load 3): clearing after each case 87 s and 613 MB peak, every 100 cases 55 s and
# 834 MB, never 59 s and 1.2 GB.
CLEAR_EVERY = 100
_RUNS = [0]


def _error_class(name: str) -> type | None:
    import jax

    return getattr(jax.errors, name, None) or getattr(builtins, name, None)


def _documents(doc: str, raised: str) -> bool:
    """A rule documenting `doc` covers a raised `raised`: the same class, a more specific one
    (TypeError raised, the rule's ConcretizationTypeError), or a JAX error family the raised
    one belongs to (TracerBoolConversionError is a ConcretizationTypeError)."""
    if doc == raised:
        return True
    doc_cls, raised_cls = _error_class(doc), _error_class(raised)
    if doc_cls is None or raised_cls is None:
        return False
    if issubclass(doc_cls, raised_cls):
        return True
    return issubclass(raised_cls, doc_cls) and doc_cls.__module__.startswith("jax")


def documented_errors() -> dict[str, set[str]]:
    """code -> the errors its invalid examples raise (a printed tracer for print-in-jit)."""
    out: dict[str, set[str]] = {}
    for cls in catalog.rule_classes():
        errors = {ex.raises for ex in cls.invalid if ex.raises}
        if cls.name == "print-in-jit":
            errors.add(PRINTED_TRACER)
        out[cls.code] = errors
    return out


def all_cases() -> list[str]:
    return [f"{s.folder}/{name}" for s in SETS for name in case_names(s.folder)]


def _params():
    out = []
    for case_set in SETS:
        marks = {**case_set.known_misses, **case_set.known_false_alarms}
        for name in case_names(case_set.folder):
            case = f"{case_set.folder}/{name}"
            out.append(pytest.param(case, marks=pytest.mark.xfail(strict=True, reason=marks[name]))
                       if name in marks else case)
    return out


@pytest.mark.parametrize("case_set", SETS, ids=lambda s: s.folder)
def test_the_set_is_big_enough(case_set):
    names = case_names(case_set.folder)
    labels = [label_of(case_path(f"{case_set.folder}/{name}")) for name in names]
    assert sum(not lb.ok for lb in labels) >= case_set.min_buggy
    assert sum(lb.ok for lb in labels) >= case_set.min_ok
    assert set(case_set.known_misses) | set(case_set.known_false_alarms) <= set(names)
    for name in names:
        text = case_path(f"{case_set.folder}/{name}").read_text()
        assert re.search(r"^# Thread: https://github\.com/\S+$", text, re.M), name


def thread_key(url: str) -> str:
    """One key per GitHub thread however its address is spelled: google/jax is jax-ml/jax, and
    issues, pull requests and discussions of a repository share one numbering."""
    url = re.sub(r"^https://github\.com/google/jax/", "https://github.com/jax-ml/jax/", url).rstrip("/")
    match = re.match(r"https://github\.com/([^/]+/[^/]+)/(?:issues|pull|discussions)/(\d+)", url)
    return f"{match.group(1).lower()}#{match.group(2)}" if match else url


def test_thread_key_joins_spellings_of_one_thread():
    assert thread_key("https://github.com/google/jax/issues/2009") == thread_key(
        "https://github.com/jax-ml/jax/pull/2009")
    assert thread_key("https://github.com/jax-ml/jax/issues/2009") != thread_key(
        "https://github.com/jax-ml/jax/issues/2708")


def test_the_sets_share_no_thread():
    def threads(folder):
        return {thread_key(m) for name in case_names(folder)
                for m in re.findall(r"^# Thread: (\S+)$", case_path(f"{folder}/{name}").read_text(), re.M)}
    sets = [(s.folder, threads(s.folder)) for s in SETS]
    for i, (name_a, a) in enumerate(sets):
        for name_b, b in sets[i + 1:]:
            assert not a & b, (name_a, name_b, sorted(a & b))


@pytest.mark.slow  # ~1,400 cases run under JAX (a tenth of the default run): .ci/run proves every label with -m slow
@pytest.mark.parametrize("name", all_cases())
def test_label_holds(name):
    path = case_path(name)
    label = label_of(path)
    error, line, stdout = run_case(path)
    if label.ok or label.error == PRINTED_TRACER:
        assert error is None, f"{name} raised {type(error).__name__} at line {line}: {error}"
    if label.error == PRINTED_TRACER:
        assert _TRACER_TEXT.search(stdout), f"{name} printed no tracer: {stdout!r}"
        assert "print(" in path.read_text().splitlines()[label.lines[0] - 1]
    elif not label.ok:
        assert error is not None, f"{name} ran without error"
        names = {cls.__name__ for cls in type(error).__mro__}
        assert label.error in names, f"{name} raised {type(error).__name__}: {error}"
        assert line == label.lines[0], f"{name} raised at line {line}"


_LINTED: dict[str, list] = {}


def findings(name: str) -> list:
    if name not in _LINTED:
        path = case_path(name)
        _LINTED[name] = lint_source(path.read_text(), str(path), Config()).diagnostics
    return _LINTED[name]


def statement_lines(path: Path, line: int) -> set[int]:
    """The lines of the simple statement (an assignment, a call, a return...) that starts at
    `line`: a traceback names a multi-line statement by its first line, where a finding on the
    argument that raises (`length=` of a scan(...) spread over six lines) is inside it."""
    simple = (ast.Expr, ast.Assign, ast.AugAssign, ast.AnnAssign, ast.Return, ast.Assert, ast.Raise, ast.Delete)
    ends = [node.end_lineno for node in ast.walk(ast.parse(path.read_text()))
            if isinstance(node, simple) and node.lineno == line and node.end_lineno]
    return set(range(line, max(ends, default=line) + 1))


@pytest.mark.parametrize("name", _params())
def test_jaxlint_result(name):
    label = label_of(case_path(name))
    got = [(d.code, d.location.row) for d in findings(name)]
    if label.ok:
        assert got == [], f"false alarm on {name}: {got}"
        return
    docs = documented_errors()
    lines = statement_lines(case_path(name), label.lines[0]) | set(label.lines)
    caught = [(code, row) for code, row in got
              if row in lines and any(_documents(doc, label.error) for doc in docs.get(code, ()))]
    assert caught, f"{name}: {label.error} at line(s) {label.lines} not found; jaxlint said {got}"
