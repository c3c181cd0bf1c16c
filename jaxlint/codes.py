"""Every diagnostic code, without importing the rules (and LibCST): a warm, cached run and
`--select` validation stay cheap. tests/test_rule_docs.py keeps this in step with the rules."""

KNOWN_CODES = (
    "JAX000",
    "JAX001",
    "JAX101",
    "JAX102",
    "JAX103",
    "JAX104",
    "JAX105",
    "JAX201",
    "JAX202",
    "JAX301",
    "JAX302",
    "JAX303",
    "JAX401",
    "JAX501",
    "JAX601",
    "JAX602",
    "JAX701",
    "JAX702",
    "JAX801",
    "JAX999",
)
