// Files imported `with { type: "text" }` are embedded in the executable as strings.
declare module "*.css" {
  const text: string;
  export default text;
}
