# Thread: https://github.com/jax-ml/jax/pull/29047
# Shape: a registered dataclass state carries an enum mode as a static field; the jitted function returns that field itself, and an enum is not a valid JAX type for a jitted function's output
# expect: TypeError at line 27
import dataclasses
import enum

import jax


class TestEnum(enum.Enum):
    A = enum.auto()
    B = enum.auto()


@jax.tree_util.register_dataclass
@dataclasses.dataclass
class TestClass3:
    test_enum_field: TestEnum = dataclasses.field(metadata=dict(static=True))
    test_data_field: int = 0


def test_jax_function(test_class: TestClass3) -> TestEnum:
    return test_class.test_enum_field


jitted_test_function = jax.jit(test_jax_function)
mode = jitted_test_function(
    TestClass3(
        test_data_field=1,
        test_enum_field=TestEnum.A,
    )
)
print(mode)
