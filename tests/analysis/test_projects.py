"""Multi-file projects under tests/projects/: a transform in one module, the mistake in another.

Each folder is a small project. Lines marked `# expect: JAXnnn` are the findings it must give,
in every face: `check` on the folder, `check` on each file alone (the other files' transforms
still count), and the flake8 plugin on each file. `case.toml` says how the project runs
(`run`, executed in a fresh interpreter) and, for a buggy one, the error it raises
(`raises`): the findings are real, and the folders without expectations really run. The runs
share this interpreter (`project_imports`), each project's modules dropped after it. A project
written against a library the dev extra does not install (flax, haiku) names it in `requires`:
it is still linted, and run where the library is installed.

Round 6 (mf6_*, ok_mf6_*: 14 buggy projects with 16 marked mistakes, 12 correct neighbours, each
run under JAX 0.10.2), measured untuned on main c9cf14b: 9/16 marked mistakes found in every
face (check on the folder, each file alone, flake8), no other finding (one label was first
written JAX401 where the rule that owns `int(jnp.sqrt(n))` is JAX105: 8/16 as first written);
5/14 buggy projects run after `check --fix --unsafe-fixes`. After this round's analysis work:
14/16 in every face, no other finding, 9/14 run after the fix. The two left are KNOWN_MISSES;
of the five that still fail after the fix, three get advice only (JAX301, JAX303, and JAX202 on
`range(n_layers)`, whose loop body calls a function not proven free of side effects), two are
the known misses.

Round 7 (mf7_*, ok_mf7_*: 18 buggy projects with 18 marked mistakes, 18 correct neighbours, each
run under JAX 0.10.2), measured untuned on main 159ab11: 12/18 marked mistakes found in every
face (12 by check on the folder, 12 on each file alone, 12 by flake8), no other finding; 5/18
buggy projects run after `check --fix --unsafe-fixes`. The six missed: a helper handed an array
its caller computed (`sorted(scores)`, scores = docs @ query) took it for a possible container;
`self.scales = [...]` bound in a constructor was not known to be a list under a static `self`;
`lax.switch(i, BRANCHES, x)` over a module-level table (imported) traced no branch; the method of
the class a factory function returns (`jax.vmap(scorer.score)`, scorer = build_scorer(...)) was not
followed; a module handing one key to an imported function in a loop was not walked by JAX320 (it
calls no consumer itself); and an optax.GradientTransformation's update_fn. After this round's
analysis work (and the importer scan: a package re-exporting from below an empty `__init__`, a
table of functions as a name importers spell): 17/18 in every face, no other finding, 10/18 run
after the fix (the static_argnames rewrite is no longer offered for a pytree record with array
fields, which gets the lax.fori_loop rewrite instead). The one left is a KNOWN_MISS; of the eight
that still fail after the fix, seven get advice only (JAX301, JAX105, JAX602, JAX601 on a mask
selection reduced later, JAX101 returning records, JAX710 on a NamedTuple field, JAX810 whose
fix, freezing the dataclass, is another module's display-only edit), one is the known miss.

Round 8 (mf8_*, with JAX811): a string handed by train.py to a function nets/mlp.py jits without
static arguments (TypeError at the call, JAX811 in train.py, and JAX201 on the dict the string
indexes in nets/mlp.py); `--fix --unsafe-fixes` marks it static in nets/mlp.py once, which both
findings ask for, and the summary counts neither as remaining.

Round 9 (mf9_*, ok_mf9_*: 18 buggy projects with 19 marked mistakes, 18 correct neighbours, each
run under JAX 0.10.2), measured untuned on main 52cc2f9: 15/19 marked mistakes found in every
face (15 by check on the folder, 15 on each file alone, 15 by flake8), no other finding on the
correct neighbours or the buggy projects (one JAX401 label was first written on the
`n = jnp.prod(jnp.array(shape))` line; the rule reports the reshape that uses `n`, as
mf4_helper_shape_math marks it: 14/19 and one finding a line off as first written). Two
findings repeat at one spot, one per route (np.clip in a lax.cond branch under jax.vmap; the
summary of `--fix` also counts jnp.nonzero under jit and vmap twice). 10/18 buggy projects run
after `check --fix --unsafe-fixes`. The four missed (KNOWN_MISSES): a caller's `mod.Cls(...)`
argument (a class spelled through a module attribute) gives the traced parameter no class, so
`jax.vmap(model)` of an eqx.Module is not followed; an object bound by `partial(f, tracker=obj)`
gives the parameter no class, so calling it does not reach its `__call__`; a transform of a
name bound to a partial, itself bound to a name (`loss_fn = partial(f, cfg)`,
`grad_fn = jax.value_and_grad(loss_fn)`), does not resolve to f; and JAX303 does not look at a
global read by a traced helper of another module. Of the four others that still fail after the
fix, all get advice only: JAX202 on an eqx.Module int field jax.jit traces (the fix would be
`eqx.field(static=True)`), JAX101 on a `while` whose test calls `self.objective`, JAX601 on
`jnp.mean(sq[valid])` (the function spelling of a masked reduction; `sq[valid].mean()` is
rewritten), and JAX602 on `jnp.nonzero(relevant[order])` (no `size=` when the argument is an
expression, not a name). After the whole-project transform work of issue #14 (branch project14)
the four misses are found in every face, with five more pairs, each buggy project beside a
correct neighbour: a factory of another module whose product a module-level name holds
(`normal_rv = sampling.make_sampler("normal")`, the product's `getattr(jax.random, name)` known)
or jit applies to (`jax.jit(sampling.make_sampler("normal"))`),
a global rebound through `global` read by a traced helper of another module, and a plain class
spelled through a module attribute (`euler.Euler(...)`) passed as a jit's static argument, or
transformed itself (`model = critic.Critic(0.0)`, `jax.vmap(model)`: its `__call__`).

Round 10 (mf10_*, ok_mf10_*: 17 buggy projects with 17 marked mistakes, 17 correct neighbours, each
run under JAX 0.10.2), measured untuned on main fc2dca1: 6/17 marked mistakes found in every face
(6 by check on the folder, 6 on each file alone, 6 by flake8), no other finding on the correct
neighbours or the buggy projects; 3/17 buggy projects run after `check --fix --unsafe-fixes`
(mf10_registered_config_field's fix marked a non-frozen dataclass static: unhashable; since branch fields16 the
static_argnames fix is refused for it and the lax.fori_loop rewrite, which runs, is offered). The eleven
missed: a subclass overriding a method its base jits through `self` (`jax.jit(self.update)` in the
base's `__init__`; a base `__call__` jitted with `self` static calling `self.forward`); np.polyval
absent from the NumPy table; a loop over a module-level list of hook functions; a registry dict
indexed by a frozen dataclass's default field, or by a factory's literal argument; the closure a
method of an imported class returns as a scan body; a method of an object a package `__init__`
builds (`jax.vmap(DEFAULT.score)`); a while_loop carry tuple (bound to a name) whose element is
`jnp.zeros(n)`, assigned in place; `@compile.jitted` with `jitted = functools.partial(jax.jit,
...)` in another module; and a TrainState's static `apply_fn` field. After this round's analysis
work: 16/17 in every face, no other finding on the correct neighbours or the buggy projects,
11/17 run after the fix (five of the six others get advice only: JAX105 on `.item()`, `float()`, `int()`,
JAX602, and the JAX202 whose static_argnames fix meets an unhashable dataclass; and the known
miss). The one left (mf10_trainstate_apply_fn) was a KNOWN_MISS until branch fields16: the project's
own flax-like `struct.dataclass`/`struct.field` are read as flax's, and the function a static field
holds is resolved from the keyword bindings of every project module that spells the field or the
class (ok_fields16_trainstate_two_bindings: two modules binding two functions resolve to nothing).

Round 11 (mf11_*, ok_mf11_*: 18 buggy projects with 18 marked mistakes, 19 correct neighbours, each
run under JAX 0.10.2 to fail at its marked line or run), measured untuned on main 005545e: 16/18
marked mistakes found in every face (16 by check on the folder, 16 on each file alone, 16 by
flake8), no other finding on the correct neighbours or the buggy projects; 11/18 buggy projects run
after `check --fix --unsafe-fixes`. The two missed: `jax.jit(model.forward)` (a function spelled
through a module attribute) called with `cfg = ModelConfig(...)`, a plain frozen dataclass of
config.py (JAX811: the jit target was not resolved, and another module's class was never judged);
and `ACTS[config.ACTIVATION]`, a dict of functions keyed by another module's string constant.
After this round's work: 18/18 in every face, no other finding (ok_mf11_config_registered_elsewhere:
a third module registers the class, so it is not judged), 15/18 run after the fix: the
static_argnames fix now also replaces `@compiled` when that project decorator is only
`return jax.jit(fn)`, and `(i < n) and (err > tol)` becomes `jnp.logical_and`. The three others get
advice only (JAX602 nonzero under jax.checkpoint, JAX105 `.item()` under vmap, JAX202 `range` of a
data-dependent degree under lax.map); tests/analysis/test_round11_shapes.py runs each project
after the fix.

Round 12 (mf12_*, ok_mf12_*: 17 buggy projects with 17 marked mistakes, 17 correct twins, each run
under JAX 0.10.2 to fail at its marked line or run), measured untuned on main 081cdcf: 10/17 marked
mistakes found in every face (10 by check on the folder, 11 on each file alone, 11 by flake8), no
finding on the correct twins, one other finding on a buggy project (JAX101 on `if mode == "greedy"`
in agents/base.py, the string jax.jit(agent.act) traces; marked since, as mf8 marks the dict a
traced string indexes: 18 marks); 8/17 buggy projects run after `check --fix --unsafe-fixes`. The
seven missed: a module that never mentions jax, subclassing a base whose method is jitted with
`self` static, was skipped whenever its importer was linted in the same run (found alone only);
`jax.value_and_grad(losses.loss_with_metrics)` of another module's def (JAX813); a driver's
function-local `predict = jax.jit(model.forward, static_argnames=...)` (JAX810); a method of
another module's import-time instance (`metrics.TRACKER.record(h)`, JAX301); a property a base
class of another module defines, run on an object built under jit (JAX105); `self.biases =
list(biases)` indexed by a tracer (JAX201); and `jax.jit(agent.act)` of an instance's method called
with a string (JAX811). After this round's work: 18/18 in every face, no other finding, 14/17 run
after the fix (tests/analysis/test_round12_shapes.py runs each); the three others get advice only
(JAX101 guarding a jax.debug.print, JAX602 jnp.unique without size, JAX813).

Objects and methods (mf14_*, ok_mf14_*: 4 buggy projects, 4 correct neighbours, each run under JAX
0.10.2), the shapes of report_repros13 with the class in one module and built or jitted in
another: blocks kept in a list a constructor receives, called in a loop of a jitted `__call__`
(JAX101 in the block's module); a subclass of another module built in a jitted function, whose
`super().__init__` runs the base class's validation (JAX101 two imports away); a NumPy array an
imported class's constructor stores, read through a dict display the agent's constructor keeps
(`self.obs_space[key].high`) and handed to a static argument (JAX810); a concrete JAX array kept
on a module-level model and incremented in its loss under jit (JAX301 in the class's module).

Round 13 (mf13_*, ok_mf13_*: 16 buggy projects with 16 marked mistakes, 16 correct twins, each run
under JAX 0.10.2 to fail at its marked line or run), measured untuned on main e6ed6b8: 6/16 marked
mistakes found in every face (6 by check on the folder, 6 on each file alone, 6 by flake8), no
finding on the correct twins or elsewhere in the buggy projects; 5/16 buggy projects run after
`check --fix --unsafe-fixes`, the summary honest on all. The ten missed: `from . import ops as K`
in a package `__init__` (`K.reduce(..., axes=[0, 1])`, JAX810) and `from . import blocks as B`
above a re-exporting subpackage (`jax.jit(B.rms_norm)`, JAX501); `config.SCALE = 2.0` stored by
another module between two calls (JAX303); the initialiser of a placeholder run twice by another
module (JAX303, the strict xfail of test_round25_shapes); `partial(steps.step, steps.RATES)` as a
fori_loop body indexing the list (JAX201); `lax.scan(Euler.step, ...)`, a staticmethod (JAX602);
`Policy.create(3)`, a classmethod returning `cls(...)` (JAX501); `init_fn, apply_fn =
builders.make_model(3)` (JAX101); a custom_vjp bwd in another module; a key kept on an object.
After this round's work: 14/16 in every face, no other finding, 10/16 run after the fix
(tests/analysis/test_round13_shapes.py runs each); the four others get advice only (JAX303 twice,
JAX602, JAX105), and the two left are KNOWN_MISSES. Branch misses17 finds the custom_vjp bwd
registered from another module (`defvjp(rules.fwd, rules.bwd)`, run traced under
`jax.jit(jax.grad(...))` in every face, and fixed until it runs); the key kept on an object is left.

Round 14 (the other mf14_* projects, ok_mf14_* twins: 18 buggy projects with 18 marked mistakes, 18
correct twins, each run under JAX 0.10.2 to fail at its marked line or run), measured untuned on
main ed5addd: 6/18 marked mistakes found in every face (6 by check on the folder, 6 on each file
alone, 6 by flake8), no finding on the twins or elsewhere in the buggy projects; 5/18 buggy
projects run after `check --fix --unsafe-fixes`. The twelve missed: jax.hessian and jax.jacrev of
another module's energy (JAX501: only grad and value_and_grad were known to trace with concrete
primals); jax.scipy.optimize.minimize of a partial (JAX101: not known to trace `fun`); an enum
member of another module passed to jit (JAX811); `self.RATES[stage]`, RATES a list bound in the
class body (JAX201); and the eight KNOWN_MISSES below (hooks and a loss held by a Trainer built in
another module than the one whose constructor jits its step, twice; a function another module
passes for a parameter a lax body closes over, twice; a tree_util.Partial's traced keywords; a
generator's yielded dict; a decorator-filled registry; an eqx.filter_vmap ensemble). After this
round's work: 10/18 in every face, no other finding, 8/18 run after the fix
(tests/analysis/test_multifile14_shapes.py runs each capability beside its neighbour, and the
projects after the fix); the two found that still fail get advice only (JAX201 on a class
attribute, JAX810 on an array another module's factory puts in a frozen config). Branch misses21
finds three of the eight in every face: a function another module passes for a parameter a lax
body closes over and calls (`rollout(env.step, ...)`, and a method's parameter the same way), the
dict a generator yields (`for batch in data.batches(...)`), and a tree_util.Partial's bound
arguments traced by the jit it is passed to; the newton project's function is followed too, but
its carry `(x0, 0)` is not known to hold an array (tests/analysis/test_misses21_shapes.py).
Branch misses22 finds mf14_callback_objects_float in every face: what an attribute set from a
constructor parameter holds joins the constructions of every importing module (`Trainer(lr=0.1,
callbacks=default_callbacks())` in main.py); the loss getter project stays a miss (its registry key
is a parameter's default two calls away), though `get_loss("xent")` is followed.

Round 15 (mf15_*, ok_mf15_*: 16 buggy projects with 16 marked mistakes as first written, 16 correct
twins, each run under JAX 0.10.2 to fail at its marked line or run; styles earlier rounds did not use:
a hand-written module system with `Sequential(*layers)`, pmap and shard_map data parallelism, a
checkpoint written inside the step, lax.map over batches, a hand-written optimizer package, argparse
and Hydra-like overrides, a dataclass `__post_init__`, plugin callbacks a decorator registers, a loss
named in a config, an env stepped by scan, an nnx-like split/merge, an EMA module), measured untuned
on main c734e01: 6/16 marked mistakes found in every face (6 by check on the folder, 6 on each file
alone, 6 by flake8, 6 by the language server opening each file), two other true findings on buggy
projects (marked since: the dict a traced string indexes, the second reshape of a traced patch
size), and one false alarm, on the plugin project and its twin alike (JAX303 on a registry only
`@register_callback` fills); 5/16 buggy projects run after `check --fix --unsafe-fixes`. After this
round's work: 8/16 in every face (NumPy's writers convert tracers; a module that never mentions jax
handing one key to two drawing functions of another module is linted and walked by JAX320), no
finding on the twins or unmarked lines (JAX303 leaves alone a registry only a registering decorator
fills), 6/16 run after the fix (tests/analysis/test_multifile15_shapes.py runs each, and each
capability beside its neighbour); the eight left are KNOWN_MISSES.
Branch misses22 finds mf15_nnx_dropout_flag in every face: a base class of another module that
binds nothing on its instances and defines no constructor (nn/core.py's `Module`) no longer hides
what a subclass's own constructor binds (tests/analysis/test_misses22_shapes.py).

Round 16 (mf16_*, ok_mf16_*: 15 buggy projects with 15 marked mistakes, 15 correct twins, each run
under JAX 0.10.2 to fail at its marked line or run; styles earlier rounds did not use: a loss registry
filled by stores at import, a Trainer jitting its own method with a metrics helper, a config built by
a classmethod, a model zoo factory, a numpy batch pipeline, a metrics accumulator passed static, pmap
and shard_map applied by helpers of a third module, an optax schedule object, a custom_vjp bwd, an
inherited method vmapped with an overridden hook, a src layout, a checkpoint helper in a fori_loop
body, a NamedTuple simulation state, builtin any in a metrics package), measured untuned on main
11e3fc3: 7/15 marked mistakes found in every face (8 by check on the folder, 7 on each file alone
in a fresh process, 7 by flake8, 8 by the language server opening each file), no finding on the
twins or unmarked lines; 6/15 buggy projects run after `check --fix --unsafe-fixes`. After this
round's work: 9/15 in every face (a module's index kept from an earlier follow is indexed again
knowing another module's transform decorator, so the module a third module's `@data_parallel`
reaches is found alone and by flake8; `Config.from_dict(d)`, a classmethod returning `cls(...)`,
builds a non-frozen dataclass a static argument rejects), still none on the twins, 6/15 run after
the fix (tests/analysis/test_multifile16_shapes.py); the six left are KNOWN_MISSES.

Round 17 (mf17_*, ok_mf17_*: 14 buggy projects with 14 marked mistakes, 14 correct twins, each run
under JAX 0.10.2 to fail at its marked line or run; shapes earlier rounds did not use: a config-driven
`build_step(cfg)` chain over three modules, a pooling hook overridden in a subclass of another
module, a scan body looping over a list of force functions handed down two calls, stax-style
(init, apply) pairs, a jit applied in a package `__init__`, a timing decorator keeping a jit, a
hand-written eqx-like pytree module vmapped through `Cls.__call__`, functools.partial chains, a
registered dataclass config's property used as a shape, an env stepped by a rollout scan, an
augmentation `Compose(*transforms)` under vmap, an MCMC target bound by partial in a fori_loop body,
a checkpoint's JSON metadata passed static, and hooks a trainer runs), measured untuned on main
4f77201: 7/14 marked mistakes found in every face (7 by check on the folder, 7 on each file alone in
a fresh process, 7 by flake8, 7 by the language server opening each file), no finding on the twins
or unmarked lines; 5/14 buggy projects run after `check --fix --unsafe-fixes`. After this round's
work (tests/analysis/test_multifile17_shapes.py): a project decorator keeping `jitted = jax.jit(fn)`
and returning a `functools.wraps` shell that forwards `(*args, **kwargs)` is a jit; a function
parameter handed on by `functools.partial` into a lax body is what the callers pass; a list of
functions handed down through parameters and looped over in a lax body, or kept by an object from
`*transforms` and zipped with split keys, runs each in turn; a lax carry element every caller
starts from one array or number is one array (closing mf14_newton_fn_argument_math too).
11/14 in every face (check on the folder, each file alone, flake8), no finding on the twins or
unmarked lines, 9/14 run after the fix (the two found that still fail get advice only: JAX602
jnp.nonzero without a size, JAX202 on a registered dataclass's data field). The three left are
KNOWN_MISSES.

Round 17b (mf17b_*, ok_mf17b_*: 12 buggy projects with 12 marked mistakes, 12 correct twins, each
run under JAX 0.10.2 to fail at its marked line or run; research codebases: pluggable PDE schemes, a
chain environment and agent under scan, HMC in a src layout, an augmentation pipeline, a model zoo
storing its head count in the params, an adaptive ODE controller, a GraphTuple, a char LM sampled at
a temperature, particles with neighbour lists, a global metrics logger, a VAE, a PINN), measured
untuned on main 4f77201: 8/12 marked mistakes found in every face (8 by check on the folder, 8 on
each file alone in a fresh process, 8 by flake8), no finding on the twins or unmarked lines; 5/12
buggy projects run after `check --fix --unsafe-fixes`. After this round's work: 11/12 in every face,
still none on the twins (a `@jax.jit` def's defaulted parameter an importer passes is traced; a
field of a traced parameter is judged from the classes the module's package `__init__` exports too;
a function handed on through a parameter of the function calling the factory is followed, and,
linted alone, the module of the handed function has the files reached through a package re-export
linted with it), 7/12 run after the fix (tests/analysis/test_multifile17b_shapes.py). The one left
was a KNOWN_MISS: a static object that is a loop variable over constructions of two classes; branch
misses25 finds it in every face (the loop variable is each construction in turn, a choice of objects
whose method calls run each class's method: tests/analysis/test_misses25_shapes.py).

Round 18 (mf18_*, ok_mf18_*: 14 buggy projects with 14 marked mistakes as first written, 14 correct
twins, each run under JAX 0.10.2 to fail at its marked line or run; shapes earlier rounds did not use:
a helper of a method of a class a third module's factory builds, `jax.jit(f, static_argnames=...)(...)`
at the call site, fori_loop/while_loop bodies nested in an imported function, jax.grad of a loss
calling `getattr(model, method)`, vmap with a dict in_axes, np.random in a jitted helper, a
module-level array sliced by a traced bound, a recorder appended to in a scan body, jax.checkpoint of
an imported block, logging float() in a utils module, `.item()` in a metrics module under lax.map,
jnp shape math in a config module, MH kernels handed one key), measured untuned on main 646931f:
7/14 marked mistakes found in every face (7 by check on the folder, 7 on each file alone in a fresh
process, 7 by flake8), no finding on the twins or unmarked lines; 2/14 buggy projects run after
`check --fix --unsafe-fixes`. (The config project's mark was first written JAX401 on the reshape; the
rule that owns a reshape by `jnp.array(shape) // p` elements is JAX202, and the second reshape by
their product fails too: marked since, 15 marks.) After this round's work
(tests/analysis/test_multifile18_shapes.py): a closed-over parameter a lax body hands to a helper
is what the callers pass; a module-level (or imported) JAX array sliced by a traced bound is JAX202.
Branch multifile18 also walked another module's function called from traced code with arguments a
traced value holds, or from a jit trace with static ones (11/14); that made four false JAX101 in the
corpus (equinox's tree_equal picks NumPy or jnp by its arguments' types) and was taken out at the
merge: 9/14 in every face, none on the twins; the five left are KNOWN_MISSES (with
mf15_lax_map_unique_labels, which the wider walk had found).

Round 18b (mf18b_*, ok_mf18b_*: 6 larger projects, 14-17 files and 290-375 lines each in package
layouts with subpackages, relative imports, config modules and utils; 17 marked mistakes, two or three
per project in different modules from the transform that traces them, each project run under JAX
0.10.2 to fail at its first mark, each mark checked by fixing the ones before it; 6 correct twins: a
DDPM trainer, PPO on a hand-written grid world, MCMC with pluggable kernels and step-size adaptation, a
neural ODE with fixed and adaptive Runge-Kutta solvers, a GCN on padded graphs, a transformer LM with
rotary attention and a key/value-cache decoder), measured untuned on main 646931f: 10/17 marks found by
check on the folder, 8/17 on each file alone in a fresh process, 8/17 by flake8; 1/6 projects with
every mark found in every face; one finding on a twin (below); one true unmarked finding (a second boolean
mask on the readout's next line, marked since). After this round's work
(tests/analysis/test_multifile18b_shapes.py): a scan or lax.map body receives `xs`'s tuple structure
(`t, k = inputs` unpacks slices), linted alone, a module three imports below the jit has the
module applying it linted with it, and a dict display's own entry for a literal key is what the
lookup gives. One first-contact finding was a false alarm in disguise: the neural-ODE twin got
JAX101 on `params["time_dependent"]` (`{**arrays, "time_dependent": flag}` built inside the traced
loss), and the buggy project's mark on that line was found only through that route; both are
gone. After: 11/17 in every face, none on the twins; the six left are KNOWN_MISSES (an object from
a list attribute in a zip loop, a loop over two classes' constructions, a registry indexed by a
factory's parameter, a caller's dict entry carried through vmap and partial into the jit).
Branch misses25 finds two of them in every face: HMC.step reached through the loop variable over
`HMC(...)` and `MALA(...)` constructions (JAX202), and np.bincount (absent from the NumPy table) of
`graph.receivers` in a module whose own package exports no Graph (the package above does), linted
alone four imports below the jit; the zip loop over `self.convs` was already followed.

Round 19 (mf19_*, ok_mf19_*: 12 buggy projects with 12 marked mistakes, 12 correct twins, each run
under JAX 0.10.2 to fail at its marked line or run; shapes earlier rounds did not use: jax.named_call
of a re-exported block under jit, an AOT `jax.jit(step).lower(...).compile()`, jax.eval_shape of an
imported class's init handed in as a parameter, jnp.vectorize of a re-exported scalar kernel, jax.vjp
of another module's energy, a custom_jvp whose rule a package `__init__` registers from a third
module, a while_loop cond that is a frozen config dataclass's bound method, a NamedTuple params
class with a method built by another module's init, a dataclass field's `default_factory` object
whose method is vmapped, jax.tree_util.tree_map of an imported leaf function in a jitted step, a
lax.cond branch inherited from a base class of another module, a config loader's dict passed
static), measured untuned on main 3f31c1d: 5/12 marked mistakes found in every face (5 by check on
the folder, 5 on each file alone in a fresh copy, 5 by flake8), no finding on the twins or unmarked
lines; 3/12 buggy projects run after `check --fix --unsafe-fixes` (the measurement of the vjp project
ran after the jax.vjp fact below was written; untuned it finds nothing there, so nothing is fixed).
After this round's work (tests/analysis/test_multifile19_shapes.py): jax.vjp and jax.linearize run
their function on JVP tracers over the primals, as jax.grad does (np/float() found, a Python `if`
left alone outside jit); a traced parameter every caller passes another module's factory product
for (`init_dense(...)` returning `Dense(...)`) is an object of that class, also where the loop
rebinds the name by a call handing it on (`params = tree_map(f, params, grads)`). 7/12 in every
face (and by the language server opening each file), none on the twins or unmarked lines, 5/12 run
after the fix (the two found that still fail get advice only: JAX105 `int(jnp.argmax(q))` in a
lax.cond branch, JAX810 on a dict passed static); the five left are KNOWN_MISSES.

Round 19b (mf19b_*, ok_mf19b_*: 5 larger projects, 14-19 files (empty package `__init__`s
included) and 308-359 lines each; 15 marked mistakes, three per project in different modules from
the transform that traces them, each project run under JAX 0.10.2 to fail at its first mark and
at each later one once the earlier are fixed; 5 correct twins: a score-based diffusion trainer (VE
SDE, EMA with a warm-up, Euler and predictor-corrector samplers in a registry, a method jitted in
`__init__`), a JAX-MD-like simulation (periodic space, a neighbour-list object from a factory,
integrators in a registry, a list of observer objects in a scan body), DQN (cart-pole in a
registry behind a TimeLimit wrapper, a pytree replay buffer, an agent from a registry,
epsilon-greedy written per environment and vmapped), Bayesian inference (GP kernels chosen by a
config field, elliptical slice sampling with a while_loop, adaptive Metropolis with Welford
moments, both kernels handed as a static argument of one jitted chain runner), a vision model zoo
(models registered by a decorator and built by name in a loop, a ResNet whose blocks are a list
attribute filled by append, a ViT with a patch grid), measured untuned on main 3f31c1d: 6/15
marks found by check on the folder, 6/15 on each file alone in a fresh process, 6/15 by flake8;
0/5 projects with every mark found; no finding on the twins or unmarked lines (the language
server the same: 6/15, twins clean); 0/5 buggy projects run after `check --fix --unsafe-fixes`.
After this round's work (tests/analysis/test_multifile19b_shapes.py): a field read on a traced
value of unknown class is no longer hidden by an ordinary class's method of the same name
(`state.step` beside `Trainer.step`: jit cannot trace an instance of a class with no base,
decorator or registration), and an object a factory of another project module builds, bound to a
name and handed to a constructor (`fns = partition.neighbor_list(...)`), is that class's object.
After: 8/15 in every face, none on the twins, 1/5 run after the fix (the neighbour-list
simulation, every mark found and fixed); the seven left are KNOWN_MISSES (registries indexed
by a config dataclass's field or a factory's parameter, a static parameter whose callers pass
constructions of two classes, a decorator-filled model registry). Merged with branch misses25 (an
object that is any of several classes' objects: a static parameter whose callers pass constructions
of two classes), the two GP sampler marks are found by check on the folder (10/15) and ess.py's
linted alone too; welford.py's was found alone only once the import search of a file linted alone
also takes the transforming modules that a farther importer imports (`run_chain(AdaptiveMetropolis(...))`
in the script, run_chain jitted in inference.py, which imports neither sampler): 10/15 in every face.

Round 20b (mf20b_*, ok_mf20b_*: 5 larger projects, 13-18 files (package `__init__`s included)
and 249-405 lines each; 15 marked mistakes, three per project in different modules from the
transform that traces them, each project run under JAX 0.10.2 to fail at its first mark and at
each later one once the earlier are fixed; 5 correct twins: a byte-level language-model trainer
(tokenizer, packed data pipeline, transformer blocks in a list attribute, AdamW with a warm-up
cosine schedule object, a data-parallel mesh and sharded batches, npz checkpointing, the step a
method jitted in `__init__` differentiating `self._loss`), a normalizing-flow and VAE library
(bijectors built by name from a registry in a comprehension over a config tuple, a flow's list of
bijectors, `fit(flow.loss, ...)` and `fit(vae.loss, ...)` jitting a closure over the bound
method), a finite-difference PDE package (equations from a registry indexed by a loop variable,
boundary objects in loop rows, integrators in a dict of functions picked by a config field, a
forcing object bound by a conditional expression, observers in a list, a scan jitted in
`__init__`), a graph recommender on segment ops (layers from a registry keyed by a config field a
loop variable fills, a graph-attention segment softmax, BPR with hard negatives under
`jax.vmap(..., out_axes=1)`), and an evolution-strategies package (strategies from a registry
keyed by a loop variable, a pendulum controller in a scan under vmap, a runner jitting its
generation in `__init__`), measured untuned on main 79db45c: 5/15 marks found by check on the
folder, 5/15 on each file alone in a fresh process, 5/15 by flake8, 5/15 by the language
server; 0/5 projects with every mark found; no finding on the twins or unmarked lines; 0/5 buggy
projects run after `check --fix --unsafe-fixes` (each found mark is fixed and the project then
fails at a mark not found).
After this round's work (tests/analysis/test_multifile20b_shapes.py): a registry key that is a
loop variable over a display of string literals holds each literal in turn, also handed to a
frozen config's field (`for arch in ("lightgcn", "gat"): RecConfig(arch=arch)`, then
`MODELS[cfg.arch]()` in another module's factory); and `self._loss` read as a value in a method
(`jax.value_and_grad(self._loss, has_aux=True)(params, batch)` in a step a constructor jits) is
the bound method, as the call `self._loss(...)` already was, so the loss is walked with the
jit's traced arguments (the recommender's `jax.value_and_grad(self.loss)` too, which finds its
hard-negative mask). After: 8/15 marks by check on the folder, 8/15 on each file alone, 8/15 by
flake8 (the language server not measured again), none on the twins; 2/5 projects with every mark
found; 0/5 run after the fix: the language-model trainer's `int(mask.sum())` gets no fix (its
result goes on to `max(n_tokens, 1)`), and the recommender still raises
NonConcreteBooleanIndexError at its hard-negative mask after the fix (one finding left); the
seven left are KNOWN_MISSES.

Round 21b (mf21b_*, ok_mf21b_*: 6 larger projects, 12-17 files (package `__init__`s included)
and 246-380 lines each; 18 marked mistakes, three per project in different modules from the
transform that traces them, each project run under JAX 0.10.2 to fail at its first mark and at
each later one once the earlier are fixed; 6 correct twins: a CTC speech recogniser (STFT and
log-mel features, SpecAugment, a conv encoder whose layers a loop appends, the CTC forward
recursion in a scan, `Trainer.fit(encoder.loss, ...)` jitting a closure, callbacks), a
recommender (a ConfigDict-like config whose model name a loop sets, models registered by a class
decorator on an abstract base, embedding tables, negative sampling vmapped in the base's BPR loss
handed to `fit` through partial, a jitted metric with the model static), a mixture-of-experts LM
(top-1 routing with capacity, MoE and dense blocks chosen by a conditional expression in a loop,
a warm-up cosine schedule closure handed to a Trainer that jits its bound `update` in `__init__`,
sampling in a fori_loop), a Fourier neural operator (a normaliser built by a classmethod, spectral
convolutions in a list of blocks, `fit(objective.loss, ...)`, an autoregressive scan jitted in a
Rollout constructor, early-stopping hooks), an equivariant molecular model (a neighbour-list
object from a factory, Bessel radial basis and cosine cutoff, PaiNN message/update blocks built in
a loop, a readout registry keyed by a SimpleNamespace config field, forces by value_and_grad under
vmap in a step jitted in `__init__`), and a bandit package (policies registered by a decorator with
default keyword arguments, an abstract base over a NamedTuple state, environments in loop rows,
an Experiment jitting `vmap(self._run_one)` over a scan of `self._round` in `__init__`), measured
untuned on main 275ef7e (each project copied out of the repository, as the tests do): 8/18 marks
found by check on the folder, 8/18 on each file alone in a fresh process, 8/18 by flake8; 1/6
projects with every mark found (the speech recogniser); no finding on the twins or unmarked
lines; 1/6 buggy projects run after `check --fix --unsafe-fixes` (the speech recogniser; the
molecular model's found mark is fixed and it then fails at the next, not found).
After this round's work (tests/analysis/test_multifile21b_shapes.py): a list attribute a
constructor starts empty and fills by `self.blocks.append(Block(...))` in a loop holds those
objects (appended_items.py; an append in another method, `extend`, `insert` or an item
assignment leaves the elements unknown), so `for (message, update), p in zip(self.interactions,
params)` runs their methods; `block_cls(cfg)`, `block_cls` bound to `MoEBlock if ... else
DenseBlock`, builds an object of either class; and `Normalizer.fit(data)`, another module's
classmethod returning `cls(...)`, bound in the script and handed to a constructor, is an object
of that class. After: 11/18 marks by check on the folder, 10/18 on each file alone and by flake8
(the molecular cosine cutoff is found alone only with train.py, which imports no molprop module:
ALONE_MISSES), none on the twins; 2/6 projects with every mark found; 2/6 run after the fix (the
speech recogniser and the neural operator); the seven left are KNOWN_MISSES (a registry a factory
of another module indexes by its parameter, twice; a loop row's construction of two classes
handed to a constructor; a bound method handed to another module's `fit` through partial; an
element unpacked from a traced tuple parameter).

Round 22b (mf22b_*, ok_mf22b_*: 6 larger projects, 13-16 files (package `__init__`s included) and
259-328 lines each; 18 marked mistakes, three per project in modules other than the one applying the
transform, each project run under JAX 0.10.2 to fail at its first mark and at each later one once the
earlier are fixed; 6 correct twins): a diffusion trainer (a ConfigDict whose sampler name the script
sets, noise schedules registered by a decorator, a denoiser whose layers a loop appends, min-SNR
weighting, an EMA with decay warm-up in a step `Trainer.fit(objective.loss, ...)` jits, DDPM/DDIM
samplers from a name table whose abstract base jits `self._sample` in `__init__` and scans
`self.step`), a soft actor-critic library (an env factory stacking RescaleAction/ClipAction/TimeLimit
wrappers that delegate by `__getattr__`, agents from a name table with an abstract base, SAC jitting
its update in `__init__`, a NamedTuple replay buffer whose columns `getattr` picks, a Loop jitting
its collect scan), a Bayesian package (MALA/HMC kernels registered by a class decorator and picked
by a settings dict, dual-averaging step-size adaptation, `model.log_prob` handed to a Sampler jitting
`vmap(self._one_chain)` in `__init__`, numpy diagnostics), a particle simulator (a frozen config, force
plugins loaded from a dict of names, integrators registered by `__init_subclass__(cls, name=...)`,
penalty ground contact vmapped per particle, distance constraints projected in a Python loop, an energy
mixin, monitors), a time-series forecaster (scalers registered by a decorator, NaN-gapped windows,
DLinear and a TCN whose causal convolutions a loop appends, chosen by `getattr(models, name)`,
`partial(model.loss, loss_fn=losses.masked_mae)` handed to `Trainer.fit`, global-norm clipping, early
stopping) and a multi-task LoRA fine-tuner (a character tokenizer, a tiny LM whose blocks a loop
appends, attention projections wrapped by a LoRA factory in a dict comprehension, per-task scales, an
adapter mixin, a warm-up schedule closure, checkpoint flattening and merging), measured untuned on
main 0abff0b (each project copied out of the repository): 9/18 marks found by check on the folder,
9/18 on each file alone in a fresh process, 9/18 by flake8, 9/18 by the language server opening each
file; 0/6 projects with every mark found; no finding on the twins or unmarked lines; 0/6 buggy
projects run after `check --fix --unsafe-fixes` (every found mark is fixed; each then fails at a mark
not found).
After this round's work (tests/analysis/test_multifile22b_shapes.py): a base class's `__init__` jitting
`self._sample` runs the subclass's overrides that the method's closures call (`def body(x, t): return
self.step(x, t), None` handed to lax.scan; before, only calls in the method's own body counted); an inherited
method handed on as a bound method (`partial(model.loss, loss_fn=...)`, `loss` defined by a project base) is
followed; a dict comprehension of objects, a dict display of objects of several classes, and a factory whose
returns build objects or hand back its parameter (`wrap_if_targeted(name, Dense(d, d), cfg)`) give a choice of
those objects, also for constructions nested five deep; `cls(...)` in a classmethod of the class (using `cls`
only to build) is a construction of it, so `World.from_config(cfg)`'s attributes are read. After: 11/18 marks
by check on the folder, 11/18 on each file alone, 11/18 by flake8, 11/18 by the language server, none on the
twins or the corpus; 2/6 projects with every mark found (the diffusion trainer, the LoRA fine-tuner); 1/6 run
after the fix (the diffusion trainer; the LoRA fine-tuner's `self.task_scales[task]` gets no fix and it still
raises there); the seven left are KNOWN_MISSES, each probed (a registry filled by `__init_subclass__` keywords
with the key read through a classmethod's parameter, env wrappers over a subclassed `Wrapper` base, `getattr`
with a loop's name on a traced NamedTuple, a kernel key read from a settings dict, `.fit` spelled on a scaler
beside `Trainer.fit`, a model method of a parameter's object handed to a sampler).

Round 23b (mf23b_*, ok_mf23b_*: 6 larger projects, 14-18 files (package `__init__`s included) and
252-359 lines each; 18 marked mistakes, three per project in modules other than the one applying the
transform, each project run under JAX 0.10.2 to fail at its first mark and at each later one once the
earlier are fixed; 6 correct twins): a masked-autoencoder ViT pretrainer (a ConfigDict whose model name
the script sets, `getattr(models, name)(cfg)`, augmentations registered by `__init_subclass__(cls,
key=...)` composed from names and vmapped in a step `Trainer.fit(model.loss, ...)` jits, random masking,
an MAE decoder, a masked MSE), a neural-ODE library (solvers registered by a decorator on an abstract
base and picked by a settings dict, an adaptive Heun-Euler pair in a scan, event plugins by name in an
EventSet, checkpointed intervals, `fit(model.loss, ...)`), a VMC package (an ansatz registry, Metropolis
moves in a scan under vmap, a `__getattr__`-delegating Thinned wrapper a factory returns by a conditional
expression, local energies, blocked statistics, a driver jitting `self.step` in `__init__`), a federated
harness (vmapped local clients wrapped by a DP client built by a factory's conditional return with
`**privacy`, aggregation rules with mixins loaded by a settings key, a Server jitting its round in
`__init__`), a ranking stack (feature columns on an abstract base read by `getattr(batch, col.key)`,
embedding tables, DeepFM/DCN by `getattr(models, name)`, losses from a decorator registry through
`partial(model.loss, loss_fn=...)`, a vocabulary's `.fit` beside `Trainer.fit`) and an MPC package
(dynamics by a settings key with a saturation mixin, cost plugins by name summed, gradient shooting with
a line search in a fori_loop, an MPC jitting `self.plan` in `__init__`, hooks), measured untuned on this
branch's base 3826335 (each project copied out of the repository): 5/18 marks found by check on the
folder, 5/18 on each file alone in a fresh process, 5/18 by flake8 (the language server not measured at
first contact); 0/6 projects with every mark found; no finding on the twins or unmarked lines; 0/6 buggy
projects run after `check --fix --unsafe-fixes`.
After this round's work (tests/analysis/test_multifile23b_shapes.py): a factory whose return is a
conditional expression or a name it binds once to a construction (`client = LocalClient(...)`; `return
DPClient(client, **privacy) if privacy else client`) builds an object of either class (a choice); a
construction with a `**` spread passes what it names or places before the spread (`self.client` is known,
the spread's parameters are not; a `*` spread still leaves all unknown); and a transform of a choice's
method (`jax.vmap(self.client.local_update)`) runs each option's. After: 8/18 marks by check on the folder,
8/18 on each file alone, by flake8 and by the language server, none on the twins; 1/6 projects with every mark found (the VMC
package); 1/6 run after the fix (the VMC package; the MAE pretrainer timed out at 120 s in the bench on the
loaded machine); the ten left are KNOWN_MISSES, each probed (a bound method handed to another module's
`fit` and transformed there, the method of a parameter's object, registry keys read from a settings dict
parameter, an `__init_subclass__` keyword registry). Stop 49 (tests/analysis/test_misses30_shapes.py: the
entry of a function handed to a def that transforms it carries the callers' argument structure, a tuple display
arriving as a tuple of traced pytrees; a registry key read from a settings-dict parameter's default; `getattr(
module, name)` with the name known): 11/18 by check on the folder (9/18 on each file alone: two are ALONE_MISSES),
none on the twins; 2/6 whole and 2/6 run after the fix (the federated harness and the VMC package).

Stop 48's training-loop project (mf48_trainer_fit_bound_loss, ok_mf48_trainer_fit_bound_loss: a script
hands `model.loss`, a bound method, to `Trainer.fit` of another module, which jits
`jax.value_and_grad(loss_fn)`; the loss calls a NumPy function on the residuals in a third module; the
package also spells `.fit` on a scaler the script receives as a parameter): on main 62efd32 (before
the bound-method entries) 0/1 by check on the folder and on each file alone; after (tests/analysis/test_bound_method_entries.py: the
method runs traced on its object, and `.fit` on an object of unknown class no longer hides Trainer.fit's
known calls) 1/1 by check, each file alone, flake8 and the language server, and it runs after
`check --fix --unsafe-fixes` (jnp.cosh); the twin is silent.

Round 24b (mf24b_*, ok_mf24b_*: 5 larger projects, 14-16 files (package `__init__`s included) and
287-386 lines each; 15 marked mistakes, three per project in modules other than the one applying the
transform, each project run under JAX 0.10.2 to fail at its first mark and at each later one once the
earlier are fixed; 5 correct twins): a Gaussian-process Bayesian optimiser (`main(argv)` parsing into
a frozen config, kernels registered by a decorator on an abstract base whose `gram` vmaps the
subclass's `pair`, a GP whose bound `neg_mll` is handed to another module's `fit`, acquisition
functions loaded from a dict of names, an optimiser jitting `self.ascend` in `__init__` with projected
gradient ascent in a fori_loop), a character LM with KV-cache decoding (a ConfigDict the script sets
from argv, norms by name, blocks appended in a loop, rotary embeddings, `Trainer.fit(model.loss, ...)`,
samplers registered by a decorator, a Decoder jitting `self.step` in `__init__` and binding the sampler
by `functools.partial`), a DQN library (a chain env whose reward table is a list built by `+` and `*`,
`__getattr__`-delegating TimeLimit/RewardScale wrappers stacked by a loop over (name, options) rows,
agents registered by `__init_subclass__(cls, name=...)` on an abstract base jitting `self._update`,
a linear epsilon schedule object, a Runner jitting a collect scan in `__init__`, hooks), a score-SDE
package (`section.key=value` argv overrides of a ConfigDict, VP/VE SDEs from a decorator registry,
a score MLP with FiLM blocks built in a loop, a DSMLoss object handed to `Trainer.fit`, an EMA with
decay warm-up, predictor/corrector tables and a PC sampler jitting `self.sample` in `__init__`) and a
molecular-dynamics package (a periodic box, a fixed-capacity neighbour list vmapped per row, pair
potentials loaded from a dict of names by a classmethod `from_config` and summed, a force mixin,
integrators registered by `__init_subclass__` keywords, a Berendsen thermostat in the fori_loop of a
Simulation jitting `self.chunk` in `__init__`), measured untuned on this branch's base b0fdef3 (each
project copied out of the repository): 4/15 marks found by check on the folder, 3/15 on each file
alone in a fresh process, 3/15 by flake8, 3/15 by the language server opening each file (the LM's
rotary mark is found only on the folder: ALONE_MISSES); 0/5 projects with every mark found; no
finding on the twins or unmarked lines; 0/5 buggy projects run after `check --fix --unsafe-fixes`.
After this round's work (tests/analysis/test_multifile24b_shapes.py): a class whose only library
base is `abc.ABC` is an ordinary object (its constructor's attributes are read, as without the base:
`Runner(Agent(cfg))` with `class Agent(abc.ABC)`), and a list built by `+` of lists and `*` by a whole
number (`[0.01] + [0.0] * (n - 2) + [1.0]`) is a list of those elements, so indexing it by a tracer
is found. Neither moves a mark of these projects alone (each mark left is behind a registry keyed by
an argv-set name or an element unpacked from a traced container): the eleven left are KNOWN_MISSES,
each probed.

Stop 40's own projects (own40_*, ok_own40_*: molecular dynamics, an MCMC sampler, a Kalman
filter, volume rendering, PPO with GAE, a normalizing flow, a graph network, greedy decoding),
written as a new user would and linted on main c734e01 first: 7/10 marked mistakes found (the
energy function handed to a jitted integrator as a static argument, a bound method handed through
functools.partial, and an object a factory's importer hands it were not followed), 10/10 after.

Stop 41's own projects (own41_*, ok_own41_*: a DDPM sampler, GP regression, evolution strategies,
a decoder with a key/value cache, a metrics object in a src-layout package, early stopping in a
scan body, gradient clipping with custom_vjp, a heat-equation solver, ViT patches, epsilon-greedy
agents under vmap), linted on main 11e3fc3 first: 7/10 projects' mistakes found, every other
finding true (the second traced slice beside the marked one, a PRNG key this author reused for
the weights and the images); missed: a schedule dict of Python lists handed to jit by a factory
of another module (JAX201), `solver.dt = 0.005` stored in the script between two runs of a
method jitted with a static `self` (JAX303), and an object a src-layout package's script hands
its factory (JAX105). After: 14/14 marked lines in every face, 7/10 run after
`check --fix --unsafe-fixes` (5/10 first: NamedTuple `_replace` branches now become lax.cond,
and the schedule's lists `jnp.asarray(...)[t]`); the three left get advice only.

Branch registries25 (tests/analysis/test_registries25_shapes.py): `REGISTRY[key](...)` builds the
class its key picks when the key is a literal, a factory parameter every call passes a literal for
(or leaves at its literal default; a `**` spread cannot hold a parameter the call spells), or a
field of a frozen record whose construction leaves its literal default (registry_keys.py); several
keys give a choice. Found since: mf18b_ppo_gridworld (`envs.make('grid', **ENV_DEFAULTS)`) and
mf14_trainer_loss_getter_numpy; the dqn, GP and score-SDE registries now resolve or were shown not
to be the gap, and stay KNOWN_MISSES for what follows them.

Round 20 (mf20_*, ok_mf20_*: 12 buggy projects with 13 marked mistakes, 12 correct twins, each run
under JAX 0.10.2 to fail at its marked line or run; shapes earlier rounds did not use: jax.checkpoint
of another module's residual block called in a training loop, lax.associative_scan of an imported
combine under a jit of a third module, a plain class a separate pytrees.py registers with
register_pytree_node and built by a classmethod `create`, an optimizer NamedTuple of closures from a
factory handed to a jitted-step factory, jax.grad with argnums=1 under jit with a static layer-size
tuple, a `@staticmethod @jax.jit` forward calling a utils helper, a GRU cell's bound method handed
by an RNN object through `partial(self.cell.step, params)` to lax.scan, a NamedTuple config traced
into an init jitted without static arguments, jax.experimental.ode.odeint of another module's
dynamics, a Metropolis fori_loop body a package factory returns, a loss re-exported under an alias
by a package `__init__`, equinox-like modules whose base registers every subclass in
`__init_subclass__`), measured untuned on main 79db45c: 6/12 marks as first written (one label
was written JAX105 where the rule owning `math.tanh` of a tracer is JAX501, and one true finding on
an unmarked line, a second traced shape, was marked since): 8/13 in every face (8 by check on the
folder, 8 on each file alone in a fresh copy, flake8 6/12 as first written, the language server
opening each file 8/13: the seven projects it found whole), none on the twins; 6/12 buggy projects
run after `check --fix --unsafe-fixes`. After this
round's work (tests/analysis/test_multifile20_shapes.py): odeint traces `func(y, t, *args)` (a
fact); `Linear.create(...)`, a classmethod returning `cls(...)`, builds a Linear for a traced
parameter as a module-level factory does; an ordinary class that a project module the callers
import registers with `register_pytree_node(Cls, flatten, unflatten)` is a pytree with the fields
that flatten reads; a lax body `partial(self.attr.method, ...)` (or `self.attr.method`) runs the
method of the object every construction puts in `attr`. 11/13 in every face, none on the twins,
9/12 run after the fix (the one found that still fails gets advice only: JAX105 on
`int(labels.max()) + 1` as a class count); the two left are KNOWN_MISSES.

Branch misses26 (tests/analysis/test_misses26_shapes.py): five KNOWN_MISSES found in every face.
An attribute a constructor sets to a transform of its parameter (`self.value_and_grad =
jax.value_and_grad(log_prob_fn)`) holds the transform of what the construction passes, also where a
base class (of this module, or of another project module) binds it and the class's own `__init__`
hands the parameter on through `super().__init__(log_prob_fn)`; a construction spreading
`**settings` still gives its object's class, so `target.log_prob` is a bound method; a @staticmethod
of another module's base is followed through `self` (mf18b_mcmc funnel.py and adaptation.py). A lax
body spelled `tol.keep_going`, `tol` a parameter of a module-level def every caller (here or in an
importing module) passes an object of one project class for, is that class's method
(mf19_while_cond_config_method, whose carry `(x0, jnp.inf, 0)` now counts `jnp.inf` as a number;
mf19_eval_shape_init_float). `policy, params = make_agent(...)`, `jax.jit(policy.act)`: the class
the factory builds at that position of the tuple it returns (mf18_policy_helper_built_elsewhere).

Branch misses27 (tests/analysis/test_misses27_shapes.py): four KNOWN_MISSES found in every face, none
on the twins or the corpus. Under jit another module's function is followed when handed a concrete JAX
array (`sq_dist(self.x, ...)`: every jnp operation on it stages a tracer) or an array's shape beside
arguments of known types (`config.patch_grid(cfg, image.shape)`), never for arguments of unknown type
alone (equinox's tree_equal); `x, y = toy_data(n)` is read through the helper's returned tuples
(mf19b_gp_slice_adaptive). A lax body's operands are read where the call is (`lax.map(f, (logits,
labels))`, names bound by jnp calls; array arithmetic and array methods are arrays:
mf15_lax_map_unique_labels), and a factory's callers include `integrate.simulate(...)` spelled through
a module alias, so its fori_loop carry holds arrays (mf18_fori_nested_closure_forces).
"""

from __future__ import annotations

import importlib.util
import json
import re
import shutil
import subprocess
import sys
import tomllib
import traceback
from pathlib import Path

import pytest

from jaxlint.cli import main
from tests.helpers import project_imports

PROJECTS = Path(__file__).resolve().parent.parent / "projects"
CASES = sorted(p.name for p in PROJECTS.iterdir() if (p / "case.toml").is_file())
EXPECT = re.compile(r"#\s*expect:\s*(JAX\d{3})")

# Marked mistakes the analysis does not find yet: (project, file, code) -> why. Every face must
# still miss them (strict: finding one fails until it leaves this table), the project still
# raises as marked, and nothing else may be reported.
KNOWN_MISSES: dict[tuple[str, str, str], str] = {
    ("mf6_loss_registry", "losses/regression.py", "JAX101"):
        "the traced loss is LOSSES[loss_name], a dict of functions indexed by a run-time name: which "
        "entry runs is not known, and the analysis says nothing rather than trace every entry",
    ("mf6_zoo_method_jit", "zoo/mlp.py", "JAX501"):
        "the model is zoo.get_model(name), a class looked up in a registry a decorator fills: the "
        "class jax.jit(model.apply) traces is not known statically",
    ("mf14_eqx_ensemble_argwhere", "critic.py", "JAX602"):
        "the models are `eqx.filter_vmap(lambda k: Critic(k, width))(keys)`, a vmapped constructor: "
        "what the lambda `lambda m: m(x)` of another filter_vmap is handed is not known to be a Critic",
    ("mf14_registry_decorator_literal", "models/mlp.py", "JAX602"):
        "the class is `MODELS[name]`, a dict a decorator fills (`@register('mlp')`), looked up by a "
        "factory's parameter: which class jax.jit(model) traces is not known statically",
    ("mf16_accumulator_static_leak", "metrics.py", "JAX301"):
        "`acc` reaches the jitted `eval_step` of evaluate.py as a static argument, and main.py builds it "
        "(`MeanAccumulator()` of metrics.py): what a static parameter holds is read from the calls in the "
        "jitted function's own module (in one module, `acc.add(loss)` storing the tracer is found)",
    ("mf16_optax_schedule_class_branch", "schedules.py", "JAX101"):
        "the schedule is `WarmupConstant(1e-2, 5)`, an object whose `__call__` optax runs with the "
        "traced step count, inside `optax.chain(...)` returned by a factory of optim.py: the "
        "schedules optax runs are read where the optimizer's binding is an optax call of the same "
        "module, and only functions (a def's schedule in one module is found)",
    ("mf16_zoo_factory_literal_numpy", "zoo/mlp.py", "JAX501"):
        "`get_model('mlp')` returns `MLP(width)` or `Linear(width)` by `if name == ...`: which class a "
        "factory builds for a literal argument is not decided by its branches, so `jax.jit(model.apply)` "
        "names no method",
    ("mf15_config_loss_name_branch", "losses.py", "JAX101"):
        "the loss is `losses.get_loss(cfg.loss)`, `cfg` a types.SimpleNamespace a config module's "
        "get_config() fills attribute by attribute: the string the registry is indexed with is not "
        "known, and the analysis says nothing rather than trace every entry (as mf6_loss_registry)",
    ("mf15_configdict_activation_traced", "train.py", "JAX811"):
        "`cfg.activation` is read through a hand-written ConfigDict (a dict subclass whose "
        "`__getattr__` returns `self[name]`): the string stored by `cfg.activation = 'gelu'` is not "
        "known to be what the attribute read gives (the JAX201 in step.py, where the traced value "
        "indexes a dict, is found)",
    ("mf15_ema_inplace_update", "ema.py", "JAX701"):
        "`shadow = ema[name]` with `ema` a dict parameter of the traced step: the caller passes "
        "`init_ema(params)`, a dict comprehension of jnp arrays built in another module, but an "
        "element of a dict parameter may itself be a container, so `shadow[...] = v` is not known to "
        "be an array assignment",
    ("mf17_checkpoint_restore_widths", "main.py", "JAX810"):
        "`meta['widths']`, `meta` what `json.loads` returns in ckpt.restore: JSON arrays are lists, "
        "but what json.loads returns is not modelled, so the static argument's value is not known",
    ("mf17_hooks_clip_min", "callbacks.py", "JAX103"):
        "clip_grads reaches the jitted step through `trainer.hooks.add('after_grad', clip_grads)` in "
        "main.py, stored into a list of a dict an object of hooks.py keeps and run by "
        "`HookManager.run`: functions appended to an attribute's container by a method are not followed",
    ("mf17_stax_init_apply", "layers.py", "JAX501"):
        "stax-style (init, apply) pairs: `serial(Dense(16), LayerNorm(), ...)` zips the pairs and its "
        "apply loops over the applies: the closures a factory returns inside tuples, re-zipped by "
        "another factory, are not followed",
    ("mf18_grad_getattr_method", "nets/mlp.py", "JAX105"):
        "the loss calls `getattr(model, method)(params, x)`, `model` and `method` bound by "
        "`partial(losses.mse, model=model, method='forward_normalized')` in train.py: the method a "
        "getattr names on an object a partial keyword holds is not followed",
    ("mf18_vmap_dict_in_axes_mask", "data/features.py", "JAX601"):
        "`sample['tokens'][sample['mask']]` under `jax.vmap(..., in_axes=({'tokens': 0, 'mask': 0},))`: "
        "the fields of a vmapped dict are not known to be arrays, nor the mask (built by the caller as "
        "a comparison) to be boolean",
    ("mf18b_neural_ode_spiral", "nodekit/models/vector_field.py", "JAX101"):
        "`restored = {**load_params(blob, treedef), 'time_dependent': time_dependent}` built by untraced "
        "code and handed to `jax.jit(jax.vmap(partial(integrate_adaptive, vector_field, ...)))`: the "
        "jit flattens the Python bool into a tracer, but what a container built by a caller holds per "
        "key is not carried into the jitted function through vmap and partial (first contact found this "
        "line only through the training path, where the same display is built inside the traced loss and "
        "the flag stays a bool: a false alarm on the twin, fixed)",
    ("mf19_custom_jvp_rule_elsewhere", "ops/rules.py", "JAX101"):
        "`safe_log.defjvp(safe_log_jvp)` runs in the package `__init__`, a third module beside the "
        "custom_jvp's (ops/safe.py) and the rule's (ops/rules.py): the rules registered by a module "
        "that defines neither are not followed (a `defvjp(rules.fwd, rules.bwd)` in the function's own "
        "module is)",
    ("mf19_default_factory_scorer_vmap", "scoring/scorer.py", "JAX602"):
        "`jax.vmap(exp.scorer.score)` with `exp = Experiment()`, a dataclass whose field is "
        "`scorer: TopScorer = field(default_factory=TopScorer)`: what a dataclass field left to its "
        "default_factory holds is not known (attributes are read from constructor bindings only)",
    ("mf19_vectorize_soft_threshold", "kernels/pointwise.py", "JAX101"):
        "`shrink = jnp.vectorize(soft_threshold)` in ops.py, called as `shrink(jnp.linspace(...), 0.5)` "
        "in denoise.py: which parameters jnp.vectorize maps is read from the calls of the module "
        "applying it, and a module-level product called from another module is not",
    ("mf19b_score_sde_ema", "scoresde/samplers/pc.py", "JAX501"):
        "the sampler is `get_sampler(scfg.name)`, `SAMPLERS[name]` indexed by a field of "
        "`SamplerConfig()` (a frozen dataclass whose default is 'pc'), then `jax.jit(partial(sampler, "
        "model.apply, sde, ...))`: the traced `grad` of pc.py is not reached even with the key spelled "
        "`get_sampler('pc')` (branch registries25 checked), so the key is not what is missing",
    ("mf19b_dqn_replay_registry", "rlkit/envs/cartpole.py", "JAX102"):
        "the env is `make_env(cfg.env)`, returning `TimeLimit(ENVS[name](**kwargs), max_steps)`: since branch "
        "registries25 the registry's class is known (the key a frozen config field's default), but the "
        "wrapper's `self.env.step(state.inner, action)` under jax.vmap in the training scan is still not "
        "followed (`TimeLimit(CartPole(), 200)` spelled in main is not either)",
    ("mf19b_vision_zoo_registry", "visionzoo/layers/norm.py", "JAX501"):
        "the model is `create_model(name)` for each `name in list_models()`, `_MODEL_BUILDERS` filled by a "
        "decorator (as mf14_registry_decorator_literal); and GroupNorm is reached through "
        "`for block, p in zip(self.blocks, params['blocks'])`, `self.blocks` filled by append (as "
        "mf18b_gnn_padded_rings): neither is followed",
    ("mf19b_vision_zoo_registry", "visionzoo/layers/patch.py", "JAX105"):
        "`int(jnp.sqrt(num_tokens))` is reached from `ViT.__call__`, the model built by "
        "`create_model(name)` from a registry a decorator fills: not followed (see norm.py)",
    ("mf20_associative_scan_combine", "ops.py", "JAX103"):
        "`jax.lax.associative_scan(combine, (decay, inputs))` inside a function main.py jits: "
        "associative_scan is no tracing primitive (it calls `combine` in Python on slices of its operands, "
        "concrete when called eagerly), so it declares no body, and a body traced only where its operands "
        "are is not modelled",
    ("mf20_module_subclass_bool_field", "nn/layers.py", "JAX101"):
        "every subclass of nn/module.py's `Module` is made a dataclass and a pytree of all its fields by "
        "`__init_subclass__` (equinox-like, in plain JAX): a registration a base class's "
        "`__init_subclass__` performs is not modelled, so `self.use_bias` is not known to be a traced leaf",
    ("mf20b_evosax_like_strategies", "esopt/shaping.py", "JAX501"):
        "the strategy is `make_strategy(strategy_name, ...)` for `strategy_name in (\"cem\", \"open_es\", "
        "\"snes\")`: the registry's keys are known since this round (a choice of three classes), but the "
        "choice handed to `ESRunner(strategy, ...)` and kept as `self.strategy` is not followed into "
        "`self.strategy.tell` under the jitted method (with the one key `make_strategy(\"open_es\", ...)` "
        "bound to a name, OpenES.tell's centered_ranks is walked and the line found)",
    ("mf20b_evosax_like_strategies", "esopt/strategies/snes.py", "JAX101"):
        "SNES is one of the three classes of the registry choice above (not followed); with "
        "`ESRunner(SNES(...), ...)` spelled beside the OpenES runner, OpenES.tell's mark is found and "
        "`if state.generation % 10 == 0` in SNES.tell still is not",
    ("mf20b_flows_vae_registry", "flowlib/bijectors/coupling.py", "JAX501"):
        "the coupling layer is one of `[make_bijector(name, ...) for i, name in enumerate(cfg.layers)]`, a "
        "registry indexed by a comprehension variable over a config field's tuple, iterated by "
        "`for layer, p in zip(self.layers, params)` in Flow.log_prob, reached through `fit(flow.loss, ...)`, "
        "a bound method handed to another module's function that jits a closure calling "
        "`jax.grad(loss_fn)`: the comprehension's keys and the zip loop over a list attribute are not followed "
        "(which of these stops it was not narrowed by a probe this round)",
    ("mf20b_pde_solver_registry", "pdekit/forcing.py", "JAX101"):
        "`self.step_fn = INTEGRATORS[cfg.method]`, a dict of functions indexed by a frozen config's "
        "field left at its default (`SolverConfig(...)` passed to the constructor): a registry of "
        "functions, and a constructor parameter's record, are not resolved, so `self._f` inside the "
        "lambda handed to it is not walked; the forcing is also bound by `NoForcing() if forcing is "
        "None else forcing` (with a plain step and binding the line is found)",
    ("mf20b_pde_solver_registry", "pdekit/equations/burgers.py", "JAX501"):
        "Burgers.rhs runs inside `self._f`, reached only through the unresolved `self.step_fn(...)` "
        "(see forcing.py); the equation itself comes from `get_equation(name, grid, nu=0.05)`, name a "
        "loop row's element (its keys are known since this round)",
    ("mf20b_pde_solver_registry", "pdekit/boundary.py", "JAX701"):
        "`u[0] = self.left` in Dirichlet.enforce: `u` is what the unresolved `self.step_fn(...)` returns "
        "(not known to be an array), and `bc` a loop row's construction handed to the Solver constructor",
    ("mf21b_bandit_policies_registry", "banditlab/policies/ucb.py", "JAX501"):
        "the policy is `make_policy(name, n_arms=env.n_arms)` for `name in (\"ucb\", ...)`, the factory "
        "(another module) building `POLICIES[name](n_arms, **{**DEFAULTS[name], **overrides})`, a registry a "
        "class decorator with keyword defaults fills: a registry a factory of another module indexes by its "
        "parameter is not resolved (with `UCB(env.n_arms, c=2.0)` spelled in the loop the line is found)",
    ("mf21b_bandit_policies_registry", "banditlab/envs/bernoulli.py", "JAX201"):
        "`for env_name, env in ((\"stationary\", BernoulliBandit(means)), (\"drifting\", DriftingBandit(means, "
        "period=50)))`: an object of one of two classes (a subclass overriding `pull`) from a loop row, "
        "handed to `Experiment(policy, env, ...)` and read as `self.env` in a scan body under "
        "`jax.jit(jax.vmap(self._run_one))`: a loop row's construction of two classes handed to a constructor "
        "is not followed (with `env = BernoulliBandit(means)` bound once and UCB spelled, the line is found)",
    ("mf21b_bandit_policies_registry", "banditlab/policies/eps_greedy.py", "JAX103"):
        "EpsilonGreedy is built by the same unresolved registry factory as ucb.py's UCB (`make_policy(name, "
        "...)`)",
    ("mf21b_moe_lm_capacity_routing", "moelm/training/schedule.py", "JAX103"):
        "the schedule closure is followed (`self.schedule` holds what `warmup_cosine(...)` returns), but its "
        "`step` is `m, v, step = opt_state`, unpacked from the jitted method's traced tuple parameter: an "
        "element of a traced tuple is not known to be an array (a probe `if step > 0:` in Trainer.update is "
        "not reported either); the caller's `(zeros, zeros, jnp.asarray(0))` display is not read",
    ("mf21b_molecule_equivariant_neighbors", "molprop/layers/readout.py", "JAX601"):
        "`self.readout = make_readout(cfg.readout, cfg.features)`, a factory of another module returning "
        "`READOUTS[name](features)` (a decorator-filled registry; SumReadout has a subclass): the object "
        "another module's factory builds is read from its return with no arguments, so a registry keyed by "
        "its parameter is not resolved (with `make_readout(\"sum\", ...)` it still is not)",
    ("mf21b_recsys_negative_sampling", "recsys/data/sampler.py", "JAX601"):
        "`trainer.fit(model.bpr_loss, ...)`: the bound method handed to another module's `fit`, wrapped there "
        "in `functools.partial(loss_fn, positives=..., ...)` and `jax.jit(jax.value_and_grad(loss))`: the "
        "method a parameter of another module's function holds is not walked (with `TwoTower(...)` spelled "
        "instead of the registry, still not found); the model is also `MODELS[model_cfg.name]` keyed by a "
        "ConfigDict field a loop sets",
    ("mf21b_recsys_negative_sampling", "recsys/models/two_tower.py", "JAX103"):
        "TwoTower.score runs inside the same bound method handed to `fit` (see sampler.py)",
    ("mf22b_forecaster_decomposition_tcn", "tsfc/losses.py", "JAX601"):
        "`partial(model.loss, loss_fn=losses.masked_mae)` handed to `trainer.fit`, the model "
        "`getattr(models, name)(...)` for each name of a config list: the class a module's getattr with a "
        "loop's name picks is not known (probed at stop 48: found with `models.DLinear(...)` spelled alone; at "
        "stop 47 forecast.py's unrelated `get_scaler(...).fit(...)` also hid Trainer.fit's calls)",
    ("mf22b_mcmc_mala_dual_averaging", "bayeskit/kernels/mala.py", "JAX101"):
        "the kernel is `get_kernel(settings['kernel'])`, `_KERNELS[name](**options)` filled by a class decorator, "
        "the key an item of a dict parameter whose default is a module-level dict: the key is not known (found "
        "with `MALA()` spelled in the script)",
    ("mf22b_mcmc_mala_dual_averaging", "bayeskit/models/hierarchical.py", "JAX105"):
        "`Sampler(kernel, model.log_prob, ...)` in `run_model(model, ...)`, whose callers pass inline "
        "constructions of two model classes: the method of a parameter's object is not followed into the "
        "sampler's `self.log_prob_fn` (not found with `MALA()` spelled and one caller either)",
    ("mf22b_particles_contact_constraints", "physim/integrators/verlet.py", "JAX602"):
        "the integrator is `get_integrator(cfg.integrator, ...)` in the classmethod `World.from_config(cfg, ...)`, "
        "`INTEGRATORS[name](dt)` filled by the base's `__init_subclass__(cls, name=None)` from a class keyword "
        "(`class VelocityVerlet(Integrator, name='verlet')`): neither that fill nor a key read through a "
        "classmethod's parameter is known (probed: with `VelocityVerlet(cfg.dt)` spelled, all three marks are "
        "found since this round reads `cls(...)` in a classmethod as a construction)",
    ("mf22b_particles_contact_constraints", "physim/constraints.py", "JAX701"):
        "`state = self.integrator.step(state, ...)` before `self.constraints.project(state.pos, ...)`: with the "
        "integrator unknown (see verlet.py) what its step returns is not known, so `state.pos` is not either",
    ("mf22b_sac_pendulum_wrappers", "sacrl/envs/wrappers.py", "JAX501"):
        "`TimeLimit(ClipAction(RescaleAction(Pendulum(), ...)), n)`: wrappers subclassing a Wrapper base whose "
        "constructor stores `self.env` and whose `__getattr__` delegates: what a subclassed base's constructor "
        "stores is not known, so `self.env.step` is not followed, even with the chain spelled in the script "
        "(as mf19b_dqn_replay_registry's TimeLimit)",
    ("mf22b_sac_pendulum_wrappers", "sacrl/replay.py", "JAX701"):
        "`column = getattr(buffer, name)` for each name of a dict display's `.items()`, `buffer` a traced "
        "NamedTuple: a getattr whose name is no literal may name a method (`_replace`), so the column is not "
        "known to be an array (`buffer.obs` is found)",
    ("mf23b_mae_vit_pretrain", "maevit/augment/color.py", "JAX101"):
        "the augmentation is `build_pipeline(cfg.augmentations)`, `Compose([AUGMENTATIONS[name]() for name in names])` "
        "filled by `__init_subclass__(cls, key=...)` class keywords (as mf22b_particles_contact_constraints), vmapped "
        "as `self.augment` in a step `Trainer.fit` jits; and the model is `getattr(models, cfg.model.name)(cfg)` "
        "(probed: found with both `models.MAE(cfg)` and `ColorJitter()` spelled, not with the model alone)",
    ("mf23b_mae_vit_pretrain", "maevit/models/decoder.py", "JAX501"):
        "`trainer.fit(model.loss, ...)` where fit binds `grad_fn = jax.value_and_grad(loss_fn)` and a closure it jits "
        "calls `grad_fn(...)`: the bound method a parameter of another module's method holds is not walked through a "
        "local transform of it (probed: not found with `models.MAE(cfg)` spelled either; as mf21b_recsys_negative_sampling)",
    ("mf23b_mae_vit_pretrain", "maevit/losses.py", "JAX601"):
        "masked_mse runs inside the same `model.loss` handed to `Trainer.fit` (see decoder.py)",
    ("mf23b_neural_ode_events", "odeflow/events.py", "JAX101"):
        "`events.apply(...)` in the solver's scan body, `events` a parameter of `advance(f, t0, t1, y, events)` that "
        "NeuralODE passes as `self.events` (an EventSet from `load_events(names)`, whose `self.events = list(events)` "
        "takes a generator of registry constructions): the method of a parameter's object is not followed (probed: "
        "not found with `EventSet([EscapeEvent()])` spelled; the solver's own mark is found)",
    ("mf23b_ranker_feature_columns", "rankstack/features/columns.py", "JAX501"):
        "`trainer.fit(partial(model.loss, loss_fn=get_loss(...)), ...)` with the model `getattr(models, "
        "config[\"model\"])(columns, ...)` and `Vocabulary(...).fit(...)` spelled beside `Trainer.fit`; the column "
        "runs through `col.transform(..., getattr(batch, col.key))` for each column of `self.columns` (probed: not "
        "found with `models.DeepFM(...)` spelled and the vocabulary's method renamed; deepfm.py's mark, in the same "
        "`score`, is found through the jitted `trainer.evaluate` lambda)",
    ("mf23b_ranker_feature_columns", "rankstack/losses.py", "JAX102"):
        "the loss is `get_loss(config[\"loss\"])`, a decorator-filled registry keyed by an item of a parameter "
        "whose default is a module-level dict, bound into `partial(model.loss, loss_fn=...)` handed to `Trainer.fit` "
        "(see columns.py)",
    ("mf23b_mpc_cost_plugins", "robomp/costs/obstacle.py", "JAX101"):
        "`costs.stage(model, x, u)` under jax.vmap in `total_cost(model, costs, x0, us)`, `costs` a parameter (a "
        "CostSum of `COSTS[name].from_options(options)` for each name of a settings list): not found with "
        "`CostSum([ObstacleBarrier(...)])` spelled either",
    ("mf24b_gp_bayesopt_acquisition", "bogp/kernels/stationary.py", "JAX501"):
        "`Matern52.pair`, run by the abstract base's `gram` (`jax.vmap(lambda x: jax.vmap(lambda y: self.pair(...)))`) "
        "through `self.gp.predict` in the optimiser's jitted `ascend` and through `self.gp.neg_mll` handed to fit.py's "
        "`fit`; the kernel is `make_kernel(cfg.kernel)`, a decorator registry keyed by an argv value (probed: not "
        "found with `Matern52()` spelled in run_bo.py, nor in loop.py's `GaussianProcess(Matern52(), ...)`)",
    ("mf24b_gp_bayesopt_acquisition", "bogp/acquisition/ei.py", "JAX103"):
        "the acquisition is `load_acquisition(cfg.acquisition)`, `ACQUISITIONS[name](**options)` keyed by a field "
        "the script sets from argv (probed: found with `load_acquisition(\"ei\")`)",
    ("mf24b_char_lm_kv_cache_decode", "tinylm/decoding/samplers.py", "JAX101"):
        "the sampler is `get_sampler(cfg.decode.sampler)`, a decorator registry keyed by a ConfigDict item the "
        "script sets from argv, bound by `functools.partial(self.sample_fn, ...)` in the Decoder's jitted step "
        "(probed: found with `temperature_sample` imported and handed to the Decoder)",
    ("mf24b_char_lm_kv_cache_decode", "tinylm/layers/attention.py", "JAX701"):
        "`keys, values = cache`, `cache` an element of the traced list `caches` (zipped in the model's decode): "
        "an element unpacked from a traced container may be a subtree, not an array (probed: found with "
        "`keys = jnp.asarray(keys)` before the assignment)",
    ("mf24b_dqn_chain_wrappers", "qlearn/envs/chain.py", "JAX201"):
        "the env is `make_env(cfg.env, wrappers=[...])`: `ENVS[name]()` rebound by a loop over (name, options) "
        "rows through `WRAPPERS[wrapper](env, **options)` (probed: found with `TimeLimit(ChainEnv(), 12)` and "
        "`DoubleDQN(...)` spelled, since the list built by `+` and `*` is read)",
    ("mf24b_dqn_chain_wrappers", "qlearn/envs/wrappers.py", "JAX102"):
        "as chain.py: the wrapper stack a loop builds from (name, options) rows is not known (probed: found with "
        "`TimeLimit(ChainEnv(), 12)` spelled)",
    ("mf24b_dqn_chain_wrappers", "qlearn/schedules.py", "JAX105"):
        "`self.epsilon(step)` in `Agent.act` (base.py), `self.epsilon` bound by that base's `__init__` and the agent "
        "from `AGENTS[name]`, an `__init_subclass__(cls, name=...)` registry (probed: not found with "
        "`DoubleDQN(...)` spelled either, while `step` is traced there: the attribute a foreign base's constructor "
        "binds on a subclass two levels down is not read)",
    ("mf24b_score_sde_pc_sampler", "scoresde/sdes/vp.py", "JAX501"):
        "the SDE is `get_sde(cfg.sde.name, ...)`, a decorator registry keyed by a ConfigDict item an argv "
        "`sde.name=vp` override sets (probed: found with `VPSDE()` spelled, through the PC sampler's `score`)",
    ("mf24b_score_sde_pc_sampler", "scoresde/ema.py", "JAX103"):
        "the step counter is `t`, unpacked from the traced tuple `state` of the Trainer's jitted local `step` "
        "(probed: not found with `EMA(0.999)` spelled nor with `min(t, 3.0)` written in the step itself)",
    ("mf24b_score_sde_pc_sampler", "scoresde/samplers/correctors.py", "JAX501"):
        "the corrector is `CORRECTORS[cfg.corrector](sde, cfg.snr)`, keyed by a ConfigDict item of a parameter",
    ("mf24b_md_neighbor_potentials", "mdpot/potentials/lj.py", "JAX501"):
        "the potential is `SumPotential([PLUGINS[name].from_config(box, cfg) for name in names])` summed by "
        "`sum(part.energy(...) for part in self.parts)` under the mixin's `jax.grad(self.energy)` (probed: not "
        "found with `SumPotential([LennardJones(box, cutoff=2.5)])` and `VelocityVerlet(...)` spelled either)",
}


# Marks `check` on the folder finds that the file linted alone (each file alone, flake8, the editor) does not:
# (project, file, code) -> why.
ALONE_MISSES: dict[tuple[str, str, str], str] = {
    ("mf23b_neural_ode_events", "odeflow/losses.py", "JAX105"):
        "scaled_mse runs in `model.loss`, handed to `trainer.fit` by fit_spiral.py; linted alone, the importer search "
        "stops at model.py, which applies a transform (`jax.jit(self.predict)` in `__init__`), so the script is not "
        "linted with it (as mf21b_molecule_equivariant_neighbors' basis.py)",
    ("mf23b_mpc_cost_plugins", "robomp/dynamics/base.py", "JAX501"):
        "found on the folder since the dynamics key `settings[\"robot\"]` is read from the script's settings-dict "
        "default (registry_keys._item_keys); linted alone (measured in a fresh process) it is not: the reason not "
        "probed (the script choosing the robot is likely not linted with it, as losses.py of the ODE package)",
    ("mf21b_molecule_equivariant_neighbors", "molprop/geometry/basis.py", "JAX501"):
        "cosine_cutoff runs under train.py's jit through PaiNN's MessageBlock objects; linted alone, the importer "
        "search stops at the nearest hop that applies a transform (model.py's `jax.value_and_grad` in a method, "
        "which traces nothing alone), so train.py, which imports no molprop module, is not linted with it",
    ("mf24b_char_lm_kv_cache_decode", "tinylm/layers/rotary.py", "JAX501"):
        "rotate runs under train.py's jitted step through `model.loss` that generate.py hands to `Trainer.fit`; "
        "linted alone, the importer search reaches model.py (whose `jax.vmap(self.logits)` in a method traces "
        "nothing alone) and not generate.py's hand-over (not probed further)",
}


def _expected(root: Path, with_misses: bool = False, alone: bool = False) -> set[tuple[str, int, str]]:
    """The marked findings; those of KNOWN_MISSES left out unless `with_misses`, and those of
    ALONE_MISSES when each file is linted `alone`."""
    out = set()
    for path in sorted(root.rglob("*.py")):
        rel = path.relative_to(root).as_posix()
        for row, line in enumerate(path.read_text().splitlines(), start=1):
            for code in EXPECT.findall(line):
                mark = (root.name, rel, code)
                if with_misses or (mark not in KNOWN_MISSES and not (alone and mark in ALONE_MISSES)):
                    out.add((rel, row, code))
    return out


def test_known_misses_name_marked_lines():
    for project, rel, code in [*KNOWN_MISSES, *ALONE_MISSES]:
        assert code in EXPECT.findall((PROJECTS / project / rel).read_text()), (project, rel, code)


def _check(capsys, root: Path, *targets: str) -> set[tuple[str, int, str]]:
    code = main(["check", "--no-cache", "--output-format", "json", *targets])
    out, err = capsys.readouterr()
    assert code in (0, 1), err
    return {(Path(d["filename"]).resolve().relative_to(root.resolve()).as_posix(), d["location"]["row"], d["code"])
            for d in json.loads(out)}


def _marked(name: str) -> bool:
    return any(EXPECT.search(path.read_text()) for path in (PROJECTS / name).rglob("*.py"))


def _package(name: str) -> bool:
    return sum(1 for _ in (PROJECTS / name).rglob("*.py")) >= 10


# Which projects' each-file-alone and --fix faces run by default; the others run with -m slow
# (.ci/run), keeping the default suite short:
# - a project without marks (the correct twins): its check face shows it stays silent on the
#   whole project; nothing to fix, nothing of its own to report alone;
# - a package of ten or more modules (rounds 18b-22b): each face lints the whole package (the
#   alone face once per module), the costliest tests of the default run by per-test durations;
#   its folder check face stays here, its flake8 face (each file alone too) runs with them.
SMALL_MARKED_CASES = [name if _marked(name) and not _package(name) else pytest.param(name, marks=pytest.mark.slow)
                      for name in CASES]


@pytest.fixture
def project(request, tmp_path, monkeypatch):
    root = tmp_path / request.param
    shutil.copytree(PROJECTS / request.param, root)
    monkeypatch.chdir(root)
    return root


@pytest.mark.parametrize("project", CASES, indirect=True)
def test_check_reports_exactly_the_marked_lines(project, capsys):
    assert _check(capsys, project, ".") == _expected(project)


@pytest.mark.parametrize("project", ["mf9_cond_branch_np_clip", "mf9_retrieval_rank_nonzero"], indirect=True)
def test_a_place_two_transforms_reach_is_reported_once(project, capsys):
    """np.clip in a helper both vmapped (run.py) and lax.cond'ed (layer.py): one finding, whichever
    route's message, in the folder's run, the file's own, and what --fix leaves."""
    for args in (["."], [sorted(_expected(project))[0][0]], ["--fix", "--unsafe-fixes", "."]):
        main(["check", "--no-cache", "--output-format", "json", *args])
        found = json.loads(capsys.readouterr()[0])
        places = {(d["filename"], d["location"]["row"], d["code"]) for d in found}
        assert len(found) == len(places) == (1 if "--fix" not in args else len(places)) <= 1, found


@pytest.mark.parametrize("project", SMALL_MARKED_CASES, indirect=True)  # twins and packages: -m slow
def test_each_file_alone_reports_its_own_marked_lines(project, capsys):
    expected = _expected(project, alone=True)
    for path in sorted(project.rglob("*.py")):
        rel = path.relative_to(project).as_posix()
        own = {e for e in _check(capsys, project, rel) if e[0] == rel}
        assert own == {e for e in expected if e[0] == rel}, rel


@pytest.mark.slow  # a flake8 process per marked file of 500+ projects: run by .ci/run with -m slow
@pytest.mark.parametrize("project", CASES, indirect=True)
def test_flake8_on_each_file_reports_its_marked_lines(project):
    expected = _expected(project, alone=True)
    for rel in sorted({e[0] for e in expected}):
        result = subprocess.run([sys.executable, "-m", "flake8", "--select", "JAX", rel], cwd=project,
                                capture_output=True, text=True, timeout=120)
        found = {(rel, int(m.group(1)), m.group(2)) for m in re.finditer(r":(\d+):\d+: (JAX\d{3})", result.stdout)}
        assert found == {e for e in expected if e[0] == rel}, result.stdout + result.stderr


def _run_here(root: Path, code: str) -> str | None:
    """Run a project's `run` line in this interpreter; return its formatted error, or None."""
    with project_imports(root):
        try:
            exec(compile(code, "<run>", "exec", dont_inherit=True), {"__name__": "__main__"})
        except SystemExit as exc:
            return None if exc.code in (None, 0) else f"SystemExit: {exc.code}"
        except Exception:  # the project's own failure is the datum
            return traceback.format_exc()
    return None


@pytest.mark.slow  # every project run under JAX (a compile each): run by .ci/run with -m slow
@pytest.mark.parametrize("project", CASES, indirect=True)
def test_the_project_fails_as_marked_or_runs(project):
    case = tomllib.loads((project / "case.toml").read_text())
    for module in case.get("requires", ()):
        if importlib.util.find_spec(module) is None:
            pytest.skip(f"runs only where {module} is installed")
    error = _run_here(project, case["run"])
    if case.get("raises"):
        assert error is not None and case["raises"] in error, error
        assert _expected(project, with_misses=True), "a failing project marks its mistakes"
    else:
        assert error is None, error[-2000:]
        assert not _expected(project, with_misses=True)


@pytest.mark.parametrize("project", SMALL_MARKED_CASES, indirect=True)  # twins and packages: -m slow
def test_fix_reports_honestly(project, capsys):
    """After `--fix --unsafe-fixes`, what the summary calls remaining is what `check` finds."""
    code = main(["check", "--no-cache", "--fix", "--unsafe-fixes", "--output-format", "json", "."])
    out, _ = capsys.readouterr()
    remaining = json.loads(out)
    assert code in (0, 1)
    after = _check(capsys, project, ".")
    assert {(Path(d["filename"]).as_posix(), d["location"]["row"], d["code"]) for d in remaining} == after


@pytest.mark.parametrize("project", ["mf10_registered_config_field"], indirect=True)
def test_no_static_argnames_for_an_instance_of_a_non_frozen_dataclass(project, capsys):
    """train.py passes NetConfig(...), a non-frozen (registered) dataclass: hash() rejects it, so
    static_argnames=("cfg",) would fail "Non-hashable static arguments"; the fix offered instead
    (lax.fori_loop over the traced count) runs."""
    main(["check", "--no-cache", "--fix", "--unsafe-fixes", "--output-format", "json", "."])
    capsys.readouterr()
    assert "static_argnames" not in (project / "train.py").read_text()
    assert _run_here(project, tomllib.loads((project / "case.toml").read_text())["run"]) is None


@pytest.mark.parametrize("project", ["helper_of_jitted"], indirect=True)
def test_a_file_linted_alone_after_the_whole_tree_keeps_its_findings(project, capsys, monkeypatch):
    """The whole-tree run stores layers.py's outcome without the findings train.py reports in
    it; a later run of layers.py alone must not reuse that entry (it lints the importer)."""
    monkeypatch.setenv("XDG_CACHE_HOME", str(project.parent / "cache"))

    def cached(*targets: str) -> set[tuple[str, int, str]]:
        main(["check", "--output-format", "json", *targets])
        return {(Path(d["filename"]).name, d["location"]["row"], d["code"]) for d in json.loads(capsys.readouterr()[0])}

    expected = {(Path(f).name, row, code) for f, row, code in _expected(project)}
    assert cached(".") == expected
    assert cached("layers.py") == expected
    assert cached("layers.py") == expected  # its own entry now: a hit
    assert cached(".") == expected
