# Thread: https://github.com/jax-ml/jax/pull/29047
# Shape: the jitted function returns the whole registered dataclass (its enum travels as static pytree metadata) and the caller reads the enum from the returned object
# expect: ok
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


def test_jax_function(test_class: TestClass3) -> TestClass3:
    return dataclasses.replace(test_class, test_data_field=test_class.test_data_field + 1)


jitted_test_function = jax.jit(test_jax_function)
state = jitted_test_function(
    TestClass3(
        test_data_field=1,
        test_enum_field=TestEnum.A,
    )
)
print(state.test_enum_field, state.test_data_field)
