//! User display helpers.

pub struct User {
    pub name: String,
    pub email: String,
}

impl User {
    pub fn display_name(&self) -> &str {
        &self.name
    }
}

pub fn label(user: &User) -> String {
    format!("{} <{}>", user.full_name(), user.email)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn labels() {
        let u = User { name: "Ada".into(), email: "ada@example.com".into() };
        assert_eq!(label(&u), "Ada <ada@example.com>");
    }
}
